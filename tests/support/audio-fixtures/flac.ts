import { BitWriter } from './bit-writer';
import { int16Channels, type Signal } from './signal';

/**
 * A minimal FLAC encoder for test fixtures (format: xiph.org/flac/format.html):
 * STREAMINFO with the total sample count (MD5 left zero: "unknown"), then
 * frames of a fixed block size, each channel coded on its own (no stereo
 * decorrelation) as a FIXED order-2 predictor with one Rice partition, or
 * VERBATIM when that would be larger. Frame headers carry their CRC-8 and
 * frames their CRC-16. The last frame is shorter when the length is not a
 * multiple of the block size. Lossless: a decoder gets back the exact 16-bit
 * samples of `int16Channels(samples)`.
 */
export const FLAC_BLOCK_SIZE = 4096;

const BITS_PER_SAMPLE = 16;
const ORDER = 2;
const MAX_RICE_PARAMETER = 14; // 4-bit parameters; 15 is the escape code

/** Sample rate codes a frame header may carry instead of "see STREAMINFO" (0). */
const RATE_CODES: Record<number, number> = { 88200: 1, 176400: 2, 192000: 3, 8000: 4, 16000: 5, 22050: 6, 24000: 7, 32000: 8, 44100: 9, 48000: 10, 96000: 11 };

function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The frame number in FLAC's UTF-8-like code: a lead byte of n ones (n bytes in all) and 6 bits per continuation byte. */
function writeUtf8Number(out: BitWriter, value: number) {
  if (value < 0x80) return out.write(value, 8);
  let continuation = 1;
  while (value >= 2 ** (6 - continuation + 6 * continuation)) continuation++;
  const lead = (0xff << (7 - continuation)) & 0xff;
  out.write(lead | Math.floor(value / 2 ** (6 * continuation)), 8);
  for (let i = continuation - 1; i >= 0; i--) out.write(0x80 | (Math.floor(value / 2 ** (6 * i)) & 0x3f), 8);
}

const zigzag = (value: number) => (value >= 0 ? 2 * value : -2 * value - 1);

/** The order-2 fixed predictor's residuals, zigzagged, and the cheapest Rice parameter with its cost in bits. */
function fixedResidual(block: Int16Array) {
  const residual = new Uint32Array(block.length - ORDER);
  for (let i = ORDER; i < block.length; i++) residual[i - ORDER] = zigzag(block[i] - 2 * block[i - 1] + block[i - 2]);
  let best = { parameter: 0, bits: Infinity };
  for (let parameter = 0; parameter <= MAX_RICE_PARAMETER; parameter++) {
    let bits = 0;
    for (const value of residual) bits += Math.floor(value / 2 ** parameter) + 1 + parameter;
    if (bits < best.bits) best = { parameter, bits };
  }
  return { residual, ...best };
}

function writeSubframe(out: BitWriter, block: Int16Array) {
  const fixed = block.length > ORDER ? fixedResidual(block) : null;
  const fixedBits = fixed ? ORDER * BITS_PER_SAMPLE + 2 + 4 + 4 + fixed.bits : Infinity;
  if (!fixed || fixedBits >= BITS_PER_SAMPLE * block.length) {
    out.write(0b0_000001_0, 8); // zero pad, VERBATIM, no wasted bits
    for (const sample of block) out.write(sample & 0xffff, BITS_PER_SAMPLE);
    return;
  }
  out.write((0b001000 | ORDER) << 1, 8); // zero pad, FIXED of this order, no wasted bits
  for (let i = 0; i < ORDER; i++) out.write(block[i] & 0xffff, BITS_PER_SAMPLE); // warm-up samples
  out.write(0b00, 2); // residual coded with 4-bit Rice parameters
  out.write(0, 4); // partition order 0: one partition
  out.write(fixed.parameter, 4);
  const divisor = 2 ** fixed.parameter;
  for (const value of fixed.residual) {
    out.unary(Math.floor(value / divisor));
    out.write(value % divisor, fixed.parameter);
  }
}

function writeFrame(out: BitWriter, channels: Int16Array[], frameNumber: number, sampleRate: number) {
  const start = out.byteLength;
  const size = channels[0].length;
  out.write(0b11111111111110, 14); // sync
  out.write(0, 1); // reserved
  out.write(0, 1); // fixed block size
  out.write(0b0111, 4); // block size: 16 bits of (size - 1) after the frame number
  out.write(RATE_CODES[sampleRate] ?? 0, 4);
  out.write(channels.length - 1, 4); // independent channels
  out.write(0b100, 3); // 16 bits per sample
  out.write(0, 1); // reserved
  writeUtf8Number(out, frameNumber);
  out.write(size - 1, 16);
  out.write(crc8(out.view(start)), 8);
  for (const channel of channels) writeSubframe(out, channel);
  out.align();
  out.write(crc16(out.view(start)), 16);
}

/** A FLAC file of the 16-bit rounding of `samples` (mono or stereo). */
export function encodeFlacFile(samples: Signal, sampleRate: number): Uint8Array {
  const channels = int16Channels(samples);
  const total = channels[0].length;
  const out = new BitWriter();
  out.bytesAppend(new TextEncoder().encode('fLaC'));
  out.write(1, 1); // last metadata block
  out.write(0, 7); // STREAMINFO
  out.write(34, 24);
  out.write(FLAC_BLOCK_SIZE, 16); // minimum block size (the last frame may be shorter, as the format allows)
  out.write(FLAC_BLOCK_SIZE, 16); // maximum block size
  out.write(0, 24); // minimum frame size: unknown
  out.write(0, 24); // maximum frame size: unknown
  out.write(sampleRate, 20);
  out.write(channels.length - 1, 3);
  out.write(BITS_PER_SAMPLE - 1, 5);
  out.write(Math.floor(total / 2 ** 32), 4); // total samples per channel: 36 bits
  out.write(total >>> 0, 32);
  out.bytesAppend(new Uint8Array(16)); // MD5 of the samples: zero, "not computed"
  for (let frame = 0; frame * FLAC_BLOCK_SIZE < total; frame++) {
    const from = frame * FLAC_BLOCK_SIZE;
    writeFrame(out, channels.map((channel) => channel.subarray(from, Math.min(total, from + FLAC_BLOCK_SIZE))), frame, sampleRate);
  }
  return out.view().slice();
}
