import type { BootstrapData } from '../bootstrap/bootstrap-store';
import type { PreviewValues } from './preview-messages';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Keys that would reach an object's prototype rather than the object. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Objects merge key by key; anything else (arrays, text, null) replaces what was there. */
function deepMerge(target: unknown, patch: unknown): unknown {
  if (!isPlain(target) || !isPlain(patch)) return patch;
  const merged: Plain = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (!UNSAFE_KEYS.has(key)) merged[key] = deepMerge(target[key], value);
  }
  return merged;
}

/**
 * SPEC section 4, setValues: the editor's values merged into bootstrap data,
 * objects deeply, arrays replaced, `themes` replaced whole. `themes` may come
 * as bootstrap data has it (`{ all, default_id }`) or as the editor holds it
 * (the array of `GET admin/appearance/values`), which replaces `themes.all`.
 */
export function mergePreviewValues(data: BootstrapData, values: PreviewValues): BootstrapData {
  const { themes, ...rest } = values;
  const merged = deepMerge(data, rest) as BootstrapData;
  if (Array.isArray(themes)) return { ...merged, themes: { ...data.themes, all: themes as BootstrapData['themes']['all'] } };
  if (isPlain(themes)) return { ...merged, themes: themes as BootstrapData['themes'] };
  return merged;
}
