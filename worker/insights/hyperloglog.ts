// HyperLogLog sketches of a day's unique listeners or visitors
// (docs/decisions/019-analytics-rollups.md). p = 10: 1,024 one-byte
// registers, about 3% standard error (1.04 / sqrt(1024)); below 2.5 x 1,024
// the estimate is linear counting, which is close to exact for small days.
// Sketches of several days merge by taking each register's maximum, so a
// range's estimate never counts a listener of many days more than once.

export const HLL_PRECISION = 10;
export const HLL_REGISTERS = 1 << HLL_PRECISION;

export type Sketch = Uint8Array;

export const emptySketch = (): Sketch => new Uint8Array(HLL_REGISTERS);

/** MurmurHash3 (x86, 32-bit) of the string's UTF-16 code units: cheap, and well mixed in every bit. */
export function hash32(text: string): number {
  let h = 0x9747b28c;
  const n = text.length;
  let i = 0;
  for (; i + 1 < n; i += 2) {
    let k = text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16);
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  if (i < n) {
    let k = text.charCodeAt(i);
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
  }
  h ^= n;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Adds one identity: the top p bits pick the register, the rank of the rest's first 1 bit is kept if larger. */
export function addToSketch(sketch: Sketch, identity: string): void {
  const h = hash32(identity);
  const index = h >>> (32 - HLL_PRECISION);
  const rest = (h << HLL_PRECISION) >>> 0;
  const rank = rest === 0 ? 32 - HLL_PRECISION + 1 : Math.clz32(rest) + 1;
  if (rank > sketch[index]) sketch[index] = rank;
}

/** Folds `other` into `into` (register-wise maximum): the sketch of the union. */
export function mergeSketch(into: Sketch, other: ArrayLike<number>): Sketch {
  for (let i = 0; i < HLL_REGISTERS; i++) if ((other[i] ?? 0) > into[i]) into[i] = other[i];
  return into;
}

/** The estimated number of distinct identities added. */
export function estimateSketch(sketch: Sketch): number {
  const m = HLL_REGISTERS;
  let sum = 0;
  let zeros = 0;
  for (let i = 0; i < m; i++) {
    sum += 2 ** -sketch[i];
    if (sketch[i] === 0) zeros++;
  }
  const alpha = 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  return Math.round(raw);
}

/** A sketch as D1 hands a blob back (an array of bytes, or an ArrayBuffer). */
export function sketchFrom(value: unknown): Sketch {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (Array.isArray(value)) return Uint8Array.from(value as number[]);
  return emptySketch();
}
