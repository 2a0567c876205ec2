/**
 * docs/api/http-contract.md, "JSON bodies and text fields": `__proto__`,
 * `constructor` and `prototype` name no field of any route, and code that
 * merges a body into an object (a spread, Object.assign, a record's keys)
 * would take them for the object's prototype. A body carrying one at any
 * depth is 422 with that key's path, before the route sees it, so the
 * request changes nothing (worker/http/validate.ts).
 */
export const FORBIDDEN_JSON_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const FORBIDDEN_KEY_MESSAGE = 'This key is not allowed.';

/**
 * The dotted path (as the 422's `errors` names fields: `settings.__proto__`,
 * `ids.0.constructor`) of the first forbidden key in a parsed JSON value,
 * or null. Iterative, since a body within the 1 MiB limit can nest arrays
 * half a million deep.
 */
export function forbiddenKeyPath(value: unknown): string | null {
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  const pending: { node: object; path: string }[] = [];
  // Only objects and arrays are kept for later, so a long list of numbers costs no paths.
  const visit = (node: unknown, path: string, key: string) => {
    if (node !== null && typeof node === 'object') pending.push({ node, path: at(path, key) });
  };
  if (value !== null && typeof value === 'object') pending.push({ node: value, path: '' });
  while (pending.length) {
    const { node, path } = pending.pop()!;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) visit(node[i], path, String(i));
      continue;
    }
    const keys = Object.keys(node);
    const forbidden = keys.find((key) => FORBIDDEN_JSON_KEYS.has(key));
    if (forbidden !== undefined) return at(path, forbidden);
    for (let i = keys.length - 1; i >= 0; i--) visit((node as Record<string, unknown>)[keys[i]], path, keys[i]);
  }
  return null;
}
