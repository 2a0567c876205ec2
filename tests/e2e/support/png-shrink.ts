import { crc32, deflateSync, inflateSync } from 'node:zlib';

// Screenshots committed to docs/ stay small (docs/screenshots/README.md):
// Chromium writes fast, lightly compressed PNGs, and the demo's gradient
// covers have more colours than the eye tells apart. This keeps 5 bits a
// channel (no visible banding at these sizes) and re-encodes the image at
// zlib's best level with the best filter per row, about 40% of the size.

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const BITS_KEPT = 5;

/** The Paeth predictor of the PNG specification (section 9.4). */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** What filter `type` predicts for byte `x` of a row, `bpp` bytes a pixel. */
function predict(type: number, row: Uint8Array, previous: Uint8Array, x: number, bpp: number): number {
  const a = x >= bpp ? row[x - bpp] : 0;
  const b = previous[x];
  const c = x >= bpp ? previous[x - bpp] : 0;
  return type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : type === 4 ? paeth(a, b, c) : 0;
}

/** The RGB(A) pixels of an 8-bit, non-interlaced truecolour PNG (what Chromium's screenshots are). */
function decode(png: Buffer): { width: number; height: number; bpp: number; pixels: Uint8Array } {
  let width = 0;
  let height = 0;
  let bpp = 0;
  const data: Buffer[] = [];
  for (let at = SIGNATURE.length; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      if (body[8] !== 8 || (body[9] !== 2 && body[9] !== 6) || body[12] !== 0) throw new Error('only 8-bit, non-interlaced RGB or RGBA PNGs');
      bpp = body[9] === 6 ? 4 : 3;
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * bpp;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const previous = y ? pixels.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let x = 0; x < stride; x++) row[x] = (raw[y * (stride + 1) + 1 + x] + predict(filter, row, previous, x, bpp)) & 0xff;
  }
  return { width, height, bpp, pixels };
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An opaque screenshot PNG, smaller: 5 bits a channel, no alpha, the best filter per row, zlib level 9. */
export function shrinkPng(png: Buffer): Buffer {
  const { width, height, bpp, pixels } = decode(png);
  const mask = (0xff << (8 - BITS_KEPT)) & 0xff;
  const stride = width * 3;
  const rgb = new Uint8Array(height * stride);
  for (let i = 0, j = 0; j < rgb.length; i += bpp, j += 3) {
    rgb[j] = pixels[i] & mask;
    rgb[j + 1] = pixels[i + 1] & mask;
    rgb[j + 2] = pixels[i + 2] & mask;
  }
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const previous = y ? rgb.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let best: Buffer | null = null;
    let bestCost = Infinity;
    // The usual heuristic: the filter whose output, read as signed bytes, sums smallest.
    for (let type = 0; type < 5; type++) {
      const line = Buffer.alloc(stride + 1);
      line[0] = type;
      let cost = 0;
      for (let x = 0; x < stride; x++) {
        const value = (row[x] - predict(type, row, previous, x, 3)) & 0xff;
        line[x + 1] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (cost < bestCost) [best, bestCost] = [line, cost];
    }
    rows.push(best!);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9, memLevel: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
