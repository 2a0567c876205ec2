/**
 * A real FLAC file of 16-bit samples in VERBATIM subframes (no compression,
 * no tags): what the Worker cannot decode and a browser can (docs/decisions/028).
 * Format: https://xiph.org/flac/format.html (STREAMINFO, fixed-blocksize
 * frames with CRC-8 headers and CRC-16 footers; MD5 left zero, "unknown").
 */

const BLOCK = 4096;

function crc8(bytes: number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The frame number as FLAC's UTF-8-like code (up to 0x7ff here). */
const frameNumber = (n: number) => (n < 0x80 ? [n] : [0xc0 | (n >> 6), 0x80 | (n & 0x3f)]);

/** `channels[c][n]` from -1 to 1 at `rate`, as FLAC bytes. */
export function flacFile(rate: number, channels: Float32Array[]): Uint8Array {
  const frames = channels[0].length;
  const out: number[] = [...'fLaC'].map((c) => c.charCodeAt(0));
  // STREAMINFO, the last metadata block: 34 bytes.
  out.push(0x80, 0, 0, 34, BLOCK >> 8, BLOCK & 0xff, BLOCK >> 8, BLOCK & 0xff, 0, 0, 0, 0, 0, 0);
  const packed = (BigInt(rate) << 44n) | (BigInt(channels.length - 1) << 41n) | (15n << 36n) | BigInt(frames);
  for (let shift = 56n; shift >= 0n; shift -= 8n) out.push(Number((packed >> shift) & 0xffn));
  out.push(...new Array(16).fill(0));

  for (let index = 0, start = 0; start < frames; index++, start += BLOCK) {
    const size = Math.min(BLOCK, frames - start);
    // Sync and fixed blocking; block size as 16 bits at the end, rate from STREAMINFO; independent channels, 16 bits.
    const header = [0xff, 0xf8, 0x70, ((channels.length - 1) << 4) | (0b100 << 1), ...frameNumber(index), (size - 1) >> 8, (size - 1) & 0xff];
    const frame = [...header, crc8(header)];
    for (const data of channels) {
      frame.push(0b00000010); // VERBATIM, no wasted bits
      for (let n = start; n < start + size; n++) {
        const sample = Math.max(-32768, Math.min(32767, Math.round(data[n] * 32767)));
        frame.push((sample >> 8) & 0xff, sample & 0xff);
      }
    }
    const crc = crc16(frame);
    out.push(...frame, crc >> 8, crc & 0xff);
  }
  return Uint8Array.from(out);
}
