// Encoder delay and padding: the silence an MP3 or AAC encoder adds before
// and after the music, which a gapless player cuts so that an album ripped as
// one piece plays as one (issue 29, docs/audio.md "Gapless").

/**
 * Frames (per channel, at the file's own sample rate) to cut from each end of
 * the decoded audio, and the music's own length when the file declares it:
 * a decoder that honours the tag itself (Chromium's does, for MP3) returns
 * exactly that many, and then nothing is cut again.
 */
export type GaplessTrim = { start: number; end: number; sampleRate: number; length: number | null };

/** mpg123 and FFmpeg decoders output this many frames of their own delay before the first encoded sample. */
export const MP3_DECODER_DELAY = 529;

const MPEG1_RATES = [44100, 48000, 32000];

/** Skips an ID3v2 tag at the start of an MP3, returning where the first frame begins. */
function afterId3(bytes: Uint8Array): number {
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
  const footer = bytes[5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * The LAME tag of an MP3 (in its Xing or Info frame): 12 bits of encoder delay
 * and 12 bits of padding. The decoded stream holds them plus the decoder's own
 * 529 frames at the start, which also shorten the padding at the end
 * (mpg123's and FFmpeg's reading of the tag).
 */
export function lameTrim(bytes: Uint8Array): GaplessTrim | null {
  const at = afterId3(bytes);
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return null;
  const versionBits = (bytes[at + 1] >> 3) & 0x3; // 3 = MPEG1, 2 = MPEG2, 0 = MPEG2.5
  const rateIndex = (bytes[at + 2] >> 2) & 0x3;
  if (versionBits === 1 || rateIndex === 3) return null;
  const mono = bytes[at + 3] >> 6 === 3;
  const mpeg1 = versionBits === 3;
  const sampleRate = MPEG1_RATES[rateIndex] / (mpeg1 ? 1 : versionBits === 2 ? 2 : 4);
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const tag = at + 4 + sideInfo;
  const name = String.fromCharCode(...bytes.subarray(tag, tag + 4));
  if (name !== 'Xing' && name !== 'Info') return null;
  const flags = (bytes[tag + 4] << 24) | (bytes[tag + 5] << 16) | (bytes[tag + 6] << 8) | bytes[tag + 7];
  let lame = tag + 8;
  // The number of audio frames, the tag's own frame not counted.
  const frames = flags & 0x1 ? ((bytes[lame] << 24) | (bytes[lame + 1] << 16) | (bytes[lame + 2] << 8) | bytes[lame + 3]) >>> 0 : null;
  if (flags & 0x1) lame += 4;
  if (flags & 0x2) lame += 4;
  if (flags & 0x4) lame += 100;
  if (flags & 0x8) lame += 4;
  // The LAME extension: a 9-byte encoder name, then delay and padding 21 bytes in.
  const delayAt = lame + 21;
  if (delayAt + 3 > bytes.length || !/^(LAME|Lavc|Lavf|GOGO)/.test(String.fromCharCode(...bytes.subarray(lame, lame + 4)))) return null;
  const delay = (bytes[delayAt] << 4) | (bytes[delayAt + 1] >> 4);
  const padding = ((bytes[delayAt + 1] & 0x0f) << 8) | bytes[delayAt + 2];
  const frameSamples = mpeg1 ? 1152 : 576;
  const length = frames === null ? null : frames * frameSamples - delay - padding;
  return { start: delay + MP3_DECODER_DELAY, end: Math.max(0, padding - MP3_DECODER_DELAY), sampleRate, length };
}

const ITUNES_SAMPLE_RATE = 44100;
const ITUNSMPB = [0x69, 0x54, 0x75, 0x6e, 0x53, 0x4d, 0x50, 0x42]; // "iTunSMPB"

/**
 * iTunes' gapless note in an MP4 (AAC) file: a freeform `iTunSMPB` atom whose
 * text is hex words " 00000000 <delay> <padding> <samples> ...". Searched in
 * the first bytes, where a "fast start" file keeps its metadata.
 */
export function itunesTrim(bytes: Uint8Array): GaplessTrim | null {
  outer: for (let i = 0; i + ITUNSMPB.length < bytes.length; i++) {
    for (let j = 0; j < ITUNSMPB.length; j++) if (bytes[i + j] !== ITUNSMPB[j]) continue outer;
    const text = String.fromCharCode(...bytes.subarray(i + ITUNSMPB.length, Math.min(bytes.length, i + ITUNSMPB.length + 160)));
    const words = text.match(/ [0-9A-Fa-f]{8} ([0-9A-Fa-f]{8}) ([0-9A-Fa-f]{8}) ([0-9A-Fa-f]{16})/);
    if (!words) return null;
    // The note counts frames at the file's rate, which is 44.1 kHz for iTunes' own encodes.
    return { start: parseInt(words[1], 16), end: parseInt(words[2], 16), sampleRate: ITUNES_SAMPLE_RATE, length: parseInt(words[3], 16) };
  }
  return null;
}

/** What to cut from a decoded file, from its first bytes; null when it declares nothing (WAV, FLAC, untagged MP3). */
export function gaplessTrim(bytes: Uint8Array): GaplessTrim | null {
  return lameTrim(bytes) ?? itunesTrim(bytes.subarray(0, 256 * 1024));
}
