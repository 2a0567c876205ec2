import type { I18n } from './i18n-types';

/** SPEC section 9: the default language code, and the localization every other one is translated from. */
export const ENGLISH = 'en';

/**
 * A localization row as bootstrap data carries it. Lines whose text is their
 * own key are left out: trans() shows the key when a line is missing, so they
 * would only make every page's inlined bootstrap data heavier (the English
 * localization holds every key as its own text, docs/api/admin.md).
 */
export function toI18n(row: { id: number; name: string; language: string; lines: Record<string, string> }): I18n {
  const lines: Record<string, string> = {};
  for (const [key, text] of Object.entries(row.lines)) if (text && text !== key) lines[key] = text;
  return { id: row.id, name: row.name, language: row.language, lines };
}
