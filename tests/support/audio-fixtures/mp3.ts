import { Mp3Encoder } from '@breezystack/lamejs';
import { int16Channels, type Signal } from './signal';

/**
 * MP3 with a LAME "Info" tag (gapless metadata), encoded by lamejs, a
 * JavaScript port of LAME 3.98 (constants in its source: ENCDELAY = 576,
 * POSTDELAY = 1152, DECDELAY = 528). lamejs writes no tag itself, so one is
 * prepended here: a silent first frame of the same bitrate whose side info
 * is zero and which carries the Xing/Info header and the LAME extension.
 *
 * What the tag claims, for N input samples per channel and F audio frames
 * of 1152 samples (MPEG-1; 576 at 24 kHz and below), decoding every audio
 * frame (not the tag frame) into F * 1152 samples:
 * - encoder delay (12 bits) = 576: LAME's ENCDELAY;
 * - padding (12 bits) = F * 1152 - 576 - N: lamejs's flush pads 576 + N up
 *   to whole frames, and at least 576 more when that would be less
 *   (`encoder_padding` in lame_encode_flush);
 * - a decoder (mpg123, FFmpeg, the LAME reference) also has 528 + 1 samples
 *   of its own synthesis delay, so a gapless decoder drops the first
 *   576 + 529 = 1105 decoded samples and the last (padding - 529), keeping
 *   decoded samples [1105, 1105 + N): exactly the input. A player engine
 *   that decodes without trimming (a decoder that ignores the tag) trims
 *   the same way: skip `delay + 529`, keep N = F * spf - delay - padding.
 * Chromium's decodeAudioData (FFmpeg) honours the tag: it returns exactly
 * N samples, aligned at zero lag (measured in Chromium when these fixtures were
 * written; tests/e2e/playback-engine.test.ts relies on it for the MP3 joins).
 *
 * Level: LAME's presets scale the input by 0.95 at 128 kbps (lamejs's
 * preset table, `scale`), so the decoded tone is 0.45 dB below the input;
 * the coding error after that gain is about -80 dB for a pure tone.
 */
export const LAME_ENCODER_DELAY = 576;
/** mpg123's and FFmpeg's decoder delay on top of the tag's encoder delay. */
export const MP3_DECODER_DELAY = 528 + 1;

const BITRATES_MPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_MPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export type Mp3Frame = { offset: number; length: number; version: number; mono: boolean; samples: number };

/** One MPEG audio Layer III frame header at `offset`, or null when none starts there. */
export function readMp3Frame(bytes: Uint8Array, offset: number): Mp3Frame | null {
  if (offset + 4 > bytes.length || bytes[offset] !== 0xff || (bytes[offset + 1] & 0xe0) !== 0xe0) return null;
  const version = (bytes[offset + 1] >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
  const layer = (bytes[offset + 1] >> 1) & 3;
  const bitrateIndex = bytes[offset + 2] >> 4;
  const rateIndex = (bytes[offset + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const padding = (bytes[offset + 2] >> 1) & 1;
  const kbps = (version === 3 ? BITRATES_MPEG1 : BITRATES_MPEG2)[bitrateIndex];
  const sampleRate = RATES[version][rateIndex];
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { offset, length, version, mono: bytes[offset + 3] >> 6 === 3, samples };
}

/** Every frame of a stream of bare MPEG frames (what lamejs writes). */
export function mp3Frames(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  for (let offset = 0; offset < bytes.length; ) {
    const frame = readMp3Frame(bytes, offset);
    if (!frame) throw new Error(`no MPEG frame at byte ${offset}`);
    frames.push(frame);
    offset += frame.length;
  }
  return frames;
}

/** CRC-16/ARC (reflected 0x8005, LAME's crc16_lookup): the LAME tag's own and music CRCs. */
function crc16Arc(bytes: Uint8Array, crc = 0): number {
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** The Info frame: the first audio frame's header (padding bit cleared), zero side info, Xing "Info" and the LAME extension. */
function infoFrame(audio: Uint8Array, frames: Mp3Frame[], kbps: number, delay: number, padding: number): Uint8Array {
  const first = frames[0];
  const header = audio.slice(0, 4);
  header[2] &= ~0b10; // no padding slot
  const length = readMp3Frame(header, 0)!.length;
  const frame = new Uint8Array(length);
  const view = new DataView(frame.buffer);
  frame.set(header);
  const sideInfo = first.version === 3 ? (first.mono ? 17 : 32) : first.mono ? 9 : 17;
  let at = 4 + sideInfo;
  frame.set(new TextEncoder().encode('Info'), at); // "Info": a CBR stream's Xing header
  view.setUint32(at + 4, 0x0f); // frames, bytes, TOC and quality present
  view.setUint32(at + 8, frames.length); // audio frames, the tag frame not counted
  view.setUint32(at + 12, length + audio.length); // bytes of the whole stream, the tag frame counted
  for (let i = 0; i < 100; i++) frame[at + 16 + i] = Math.floor((i * 256) / 100); // TOC of a constant bitrate
  view.setUint32(at + 116, 50); // quality
  at += 120;
  frame.set(new TextEncoder().encode('LAME3.98r'), at); // encoder version, 9 bytes
  frame[at + 9] = 0x01; // tag revision 0, VBR method 1: constant bitrate
  frame[at + 10] = 170; // lowpass / 100 Hz (17 kHz)
  // peak (4 bytes), radio and audiophile replay gain (2 + 2) stay zero: not computed.
  frame[at + 19] = 0; // encoding flags and ATH type
  frame[at + 20] = Math.min(255, kbps); // bitrate
  frame[at + 21] = delay >> 4; // 12 bits of encoder delay, 12 bits of padding
  frame[at + 22] = ((delay & 0x0f) << 4) | (padding >> 8);
  frame[at + 23] = padding & 0xff;
  // misc, MP3 gain, preset and surround info (1 + 1 + 2) stay zero.
  view.setUint32(at + 28, length + audio.length); // music length: the tag frame and the audio
  view.setUint16(at + 32, crc16Arc(audio)); // music CRC
  view.setUint16(at + 34, crc16Arc(frame.subarray(0, at + 34))); // the tag's CRC over every byte before it
  return frame;
}

/** An MP3 of `samples` (mono or stereo) at a constant `kbps`, with a LAME Info tag carrying the encoder delay and padding. */
export function encodeMp3File(samples: Signal, sampleRate: number, kbps: number): Uint8Array {
  const channels = int16Channels(samples);
  const encoder = new Mp3Encoder(channels.length, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  const step = 1152 * 16;
  for (let from = 0; from < channels[0].length; from += step) {
    const [left, right] = channels.map((channel) => channel.subarray(from, from + step));
    chunks.push(new Uint8Array(encoder.encodeBuffer(left, right)));
  }
  chunks.push(new Uint8Array(encoder.flush()));
  const audio = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    audio.set(chunk, offset);
    offset += chunk.length;
  }
  const frames = mp3Frames(audio);
  const padding = frames.length * frames[0].samples - LAME_ENCODER_DELAY - channels[0].length;
  if (padding < 0 || padding > 0xfff) throw new Error(`padding ${padding} out of the tag's range`);
  const info = infoFrame(audio, frames, kbps, LAME_ENCODER_DELAY, padding);
  const file = new Uint8Array(info.length + audio.length);
  file.set(info);
  file.set(audio, info.length);
  return file;
}
