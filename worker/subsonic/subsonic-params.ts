import { SUBSONIC_ERROR, SubsonicError } from './subsonic-types';

/**
 * The request's parameters: the query string, then (formPost) the
 * form body's, in order; a name may repeat (`id=1&id=2`). Readers throw the
 * Subsonic errors the spec names: 10 for a missing required parameter, 0 for
 * one that does not parse.
 */
export class SubsonicParams {
  constructor(private readonly entries: [string, string][]) {}

  static from(search: URLSearchParams, form?: URLSearchParams): SubsonicParams {
    return new SubsonicParams([...search, ...(form ?? [])]);
  }

  get(name: string): string | undefined {
    return this.entries.find(([key]) => key === name)?.[1];
  }

  getAll(name: string): string[] {
    return this.entries.filter(([key]) => key === name).map(([, value]) => value);
  }

  has(name: string): boolean {
    return this.entries.some(([key]) => key === name);
  }

  required(name: string): string {
    const value = this.get(name);
    if (value === undefined || value === '') throw new SubsonicError(SUBSONIC_ERROR.missingParameter, `Required parameter is missing: ${name}`);
    return value;
  }

  /** An integer within [min, max]; the fallback when absent; error 0 when present and not one. */
  int(name: string, options: { fallback?: number; min?: number; max?: number } = {}): number | undefined {
    const raw = this.get(name);
    if (raw === undefined || raw === '') return options.fallback;
    const value = Number(raw);
    if (!Number.isSafeInteger(value)) throw new SubsonicError(SUBSONIC_ERROR.generic, `Invalid value for parameter ${name}: ${raw}`);
    if (options.min !== undefined && value < options.min) return options.min;
    if (options.max !== undefined && value > options.max) return options.max;
    return value;
  }

  /** `true` / `false` (Subsonic's booleans); the fallback otherwise. */
  bool(name: string, fallback = false): boolean {
    const raw = this.get(name)?.toLowerCase();
    return raw === 'true' ? true : raw === 'false' ? false : fallback;
  }

  /**
   * One of our ids (positive integers sent as strings). An id that cannot be
   * ours names nothing here: error 70, as for an id that is not in D1.
   */
  id(name: string): number {
    return toId(this.required(name));
  }

  ids(name: string): number[] {
    return this.getAll(name).map(toId);
  }
}

export function toId(raw: string): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new SubsonicError(SUBSONIC_ERROR.notFound, 'Data not found');
  return value;
}
