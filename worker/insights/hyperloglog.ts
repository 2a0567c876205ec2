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

/**
 * The stored form: most scopes' days (a track's) have a handful of listeners,
 * so a sketch with few registers set is stored sparse, as 3-byte entries
 * (register index, high and low byte, then its rank), and a fuller one as its
 * 1,024 registers. A year of a 5,000-track catalog's track sketches is then
 * megabytes, not the gigabyte of dense ones. The length tells them apart:
 * exactly HLL_REGISTERS is dense, anything else (a multiple of 3) sparse.
 */
export function encodeSketch(sketch: Sketch): Uint8Array {
  let set = 0;
  for (let i = 0; i < HLL_REGISTERS; i++) if (sketch[i]) set++;
  if (set * 3 >= HLL_REGISTERS) return sketch;
  const out = new Uint8Array(set * 3);
  let at = 0;
  for (let i = 0; i < HLL_REGISTERS; i++) {
    if (!sketch[i]) continue;
    out[at++] = i >> 8;
    out[at++] = i & 0xff;
    out[at++] = sketch[i];
  }
  return out;
}

/** A stored sketch's bytes as D1 hands a blob back (an array of bytes, or an ArrayBuffer). */
function storedBytes(value: unknown): Uint8Array {
  return value instanceof Uint8Array ? value : value instanceof ArrayBuffer ? new Uint8Array(value) : Array.isArray(value) ? Uint8Array.from(value as number[]) : new Uint8Array(0);
}

/** Folds a stored sketch (dense or sparse) into `into` without decoding it to a sketch of its own (a month merges thousands). */
export function mergeStored(into: Sketch, value: unknown): Sketch {
  const bytes = storedBytes(value);
  if (bytes.length === HLL_REGISTERS) return mergeSketch(into, bytes);
  for (let at = 0; at + 2 < bytes.length; at += 3) {
    const index = (bytes[at] << 8) | bytes[at + 1];
    if (index < HLL_REGISTERS && bytes[at + 2] > into[index]) into[index] = bytes[at + 2];
  }
  return into;
}

/** A stored sketch as D1 hands a blob back (an array of bytes, or an ArrayBuffer), dense or sparse. */
export function sketchFrom(value: unknown): Sketch {
  const bytes = storedBytes(value);
  return bytes.length === HLL_REGISTERS ? bytes : mergeStored(emptySketch(), bytes);
}
