/** A resolved byte range: `offset` and `length` within an object of `size` bytes. */
export type ByteRange = { offset: number; length: number };

/**
 * What a Range header asks of an object of `size` bytes (RFC 9110 section 14):
 * - `null`: serve the whole object (200). That is the answer for no header,
 *   another unit, a syntactically invalid value (`bytes=abc`, `bytes=5-2`)
 *   and for several ranges: the RFC lets a server ignore Range, and players
 *   never ask for multipart/byteranges, so we do not build one.
 * - `'unsatisfiable'`: a valid single range that starts at or past the end,
 *   or a zero-length suffix (416, whose Content-Range names only the size).
 * - a `ByteRange`: `a-b` (b clamped to the last byte), open-ended `a-`, or
 *   suffix `-n` (the last n bytes, all of them when n >= size).
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match || match[1].includes(',')) return null;
  const spec = /^\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/.exec(match[1]);
  if (!spec || (spec[1] === '' && spec[2] === '')) return null;
  const [first, last] = [spec[1] === '' ? null : Number(spec[1]), spec[2] === '' ? null : Number(spec[2])];

  if (first === null) {
    // Suffix: the last `last` bytes.
    if (last === 0 || size === 0) return 'unsatisfiable';
    const length = Math.min(last!, size);
    return { offset: size - length, length };
  }
  if (last !== null && last < first) return null;
  if (first >= size) return 'unsatisfiable';
  const end = last === null ? size - 1 : Math.min(last, size - 1);
  return { offset: first, length: end - first + 1 };
}

export const contentRange = (range: ByteRange, size: number) => `bytes ${range.offset}-${range.offset + range.length - 1}/${size}`;
