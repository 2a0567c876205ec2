import { getBootstrap, hasBootstrap, useBootstrap } from '../bootstrap/bootstrap-store';

export type Replacements = Record<string, string | number>;

/**
 * Every user-visible string goes through here (DESIGN section 5): the key is
 * looked up in the active localization's lines, falling back to the key
 * itself, then each `:placeholder` is replaced. Longer names are replaced
 * first so `:name` never eats into `:names`.
 */
export function translate(lines: Record<string, string>, key: string, replacements?: Replacements): string {
  let text = lines[key] ?? key;
  if (replacements) {
    const names = Object.keys(replacements).sort((a, b) => b.length - a.length);
    for (const name of names) text = text.split(`:${name}`).join(String(replacements[name]));
  }
  return text;
}

export function trans(key: string, replacements?: Replacements): string {
  const lines = hasBootstrap() ? getBootstrap().i18n.lines : {};
  return translate(lines, key, replacements);
}

/** A `trans` that re-renders its component when the language changes. */
export function useTrans(): typeof trans {
  const lines = useBootstrap().i18n.lines;
  return (key, replacements) => translate(lines, key, replacements);
}
