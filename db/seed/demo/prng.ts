/**
 * mulberry32: a tiny, fast 32-bit PRNG. The demo and bench seeds derive every
 * "random" choice from it, so two runs produce the same catalog, audio and
 * covers byte for byte (runs compare, and R2 objects stay stable per key).
 */
export type Random = {
  /** In [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  };
}

/** A well-mixed 32-bit seed from a string and a number (FNV-1a), e.g. ('track', 12). */
export function seedOf(kind: string, id: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${kind}:${id}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}
