/**
 * Readers for the values of a route's search (its `validateSearch`). Plain
 * checks rather than zod: route options are evaluated in the entry chunk, and
 * zod would add about 24 kB gzipped to the first load (bench: first-route
 * JavaScript). A value that does not fit is dropped, as `.catch(undefined)`
 * would, so a hand-edited address still opens the page.
 */

/** An integer between `min` and `max` (numbers or digit strings), else undefined. */
export function intBetween(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
}

/** A string of at most `max` characters, else undefined. */
export function textUpTo(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/** One of `allowed`, else undefined. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** `true` (the router reads `?x=true` as a boolean), else undefined. */
export function flag(value: unknown): true | undefined {
  return value === true || value === 'true' ? true : undefined;
}
