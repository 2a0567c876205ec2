/**
 * docs/api/http-contract.md, "Text fields": one rule for every text a route
 * accepts. C0 control characters (NUL included) and DEL are refused with 422;
 * tab, line feed and carriage return stay, since descriptions, lyrics and
 * comments have lines. Nothing is stripped silently: what a user typed is
 * stored as typed or refused.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'This field may not contain control characters.';

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * The dotted path of the first string in `value` (a validated body, query or
 * form) that breaks the rule, '' for the value itself, or null when all pass.
 * Object keys are checked as well as values.
 */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object' || value instanceof Blob) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return itemPath;
    const found = controlCharacterPath(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}
