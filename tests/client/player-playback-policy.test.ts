import { describe, expect, it } from 'vitest';
import { gaplessTrim, lameTrim, MP3_DECODER_DELAY } from '../../client/player/engine/gapless-info';
import { albumLoudnessOf, crossfadeSeconds, normalizationGainDb } from '../../client/player/engine/playback-policy';
import { getPlayerState, type PlayerState } from '../../client/player/player-store';
import { makeTrack } from './fixtures/player-fixture';

/** An MPEG-1 layer III frame header (44.1 kHz, joint stereo) whose Info tag carries a LAME extension with `delay` and `padding`. */
function lameFrame(delay: number, padding: number, { id3 = false, encoder = 'LAME3.100' } = {}): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  const tag = 4 + 32; // after the header and a stereo MPEG-1 side info
  frame.set(
    [...'Info'].map((c) => c.charCodeAt(0)),
    tag,
  );
  frame.set([0, 0, 0, 0x0f], tag + 4); // frames, bytes, TOC and quality present
  frame.set([0, 0, 0, 100], tag + 8); // 100 audio frames
  const lame = tag + 8 + 4 + 4 + 100 + 4;
  frame.set(
    [...encoder].map((c) => c.charCodeAt(0)),
    lame,
  );
  frame.set([delay >> 4, ((delay & 0x0f) << 4) | (padding >> 8), padding & 0xff], lame + 21);
  if (!id3) return frame;
  // An ID3v2 tag of 20 bytes (syncsafe size) ahead of the frame.
  const tagged = new Uint8Array(10 + 20 + frame.length);
  tagged.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20]);
  tagged.set(frame, 30);
  return tagged;
}

describe('gapless trim', () => {
  it('reads the LAME tag: the encoder delay plus the decoder’s own, and the padding less it', () => {
    // 100 frames of 1152 samples hold the delay, the music and the padding.
    expect(lameTrim(lameFrame(576, 1500))).toEqual({ start: 576 + MP3_DECODER_DELAY, end: 1500 - MP3_DECODER_DELAY, sampleRate: 44100, length: 115200 - 576 - 1500 });
    expect(gaplessTrim(lameFrame(576, 300, { id3: true }))).toEqual({ start: 576 + MP3_DECODER_DELAY, end: 0, sampleRate: 44100, length: 115200 - 576 - 300 });
  });

  it('declares nothing for a tag another encoder wrote, a WAV, or a FLAC', () => {
    expect(lameTrim(lameFrame(576, 1500, { encoder: 'XXXX' }))).toBeNull();
    expect(gaplessTrim(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(gaplessTrim(new TextEncoder().encode('fLaC\0\0\0\x22'))).toBeNull();
  });

  it('reads iTunes’ gapless note in an MP4', () => {
    const note = new TextEncoder().encode('....----mean com.apple.iTunes name iTunSMPB data  00000000 00000840 000001CA 00000000000A9C36 00000000');
    expect(gaplessTrim(note)).toEqual({ start: 0x840, end: 0x1ca, sampleRate: 44100, length: 0xa9c36 });
  });
});

const loud = (integrated_lufs: number, true_peak_dbtp: number) => ({
  integrated_lufs,
  true_peak_dbtp,
});
const state = (patch: Partial<PlayerState>): PlayerState => ({
  ...getPlayerState(),
  index: 0,
  normalization: 'track',
  targetLufs: -14,
  crossfade: 0,
  ...patch,
});

describe('normalization gain', () => {
  const quiet = makeTrack(1, {
    album: { id: 1, name: 'A', image: null },
    loudness: loud(-24, -20),
  });
  const hot = makeTrack(2, {
    album: { id: 2, name: 'B', image: null },
    loudness: loud(-8, -0.5),
  });

  it('brings tracks 10 LU apart to the same target', () => {
    const s = state({
      queue: [quiet, makeTrack(3, { loudness: loud(-14, -5), album: null })],
    });
    expect(normalizationGainDb(s, 0)).toBeCloseTo(10);
    expect(normalizationGainDb(s, 1)).toBeCloseTo(0);
    expect(normalizationGainDb(state({ queue: [hot] }), 0)).toBeCloseTo(-6);
  });

  it('never raises a track past -1 dBTP', () => {
    const peaky = makeTrack(4, { album: null, loudness: loud(-24, -4) });
    expect(normalizationGainDb(state({ queue: [peaky] }), 0)).toBeCloseTo(3);
  });

  it('is 0 dB when off or not yet measured', () => {
    expect(normalizationGainDb(state({ queue: [quiet], normalization: 'off' }), 0)).toBe(0);
    expect(normalizationGainDb(state({ queue: [makeTrack(5)] }), 0)).toBe(0);
  });

  it('uses the album’s loudness for an album played in order, and the track’s when shuffled', () => {
    const album = { id: 7, name: 'C', image: null };
    const first = makeTrack(10, {
      number: 1,
      album,
      duration: 100_000,
      loudness: loud(-20, -10),
    });
    const second = makeTrack(11, {
      number: 2,
      album,
      duration: 100_000,
      loudness: loud(-10, -3),
    });
    const whole = albumLoudnessOf([first, second])!;
    expect(whole.integrated_lufs).toBeCloseTo(10 * Math.log10((10 ** -2 + 10 ** -1) / 2));
    expect(whole.true_peak_dbtp).toBe(-3);
    const inOrder = state({ queue: [first, second], normalization: 'album' });
    expect(normalizationGainDb(inOrder, 0)).toBeCloseTo(normalizationGainDb(inOrder, 1));
    expect(normalizationGainDb(inOrder, 0)).toBeCloseTo(-14 - whole.integrated_lufs);
    const shuffled = { ...inOrder, shuffle: true };
    expect(normalizationGainDb(shuffled, 0)).toBeCloseTo(6);
    expect(normalizationGainDb(state({ queue: [first, hot, second], normalization: 'album' }), 0)).toBeCloseTo(6);
  });
});

describe('crossfade', () => {
  const album = { id: 3, name: 'D', image: null };
  const a = makeTrack(1, { album, number: 1 });
  const b = makeTrack(2, { album, number: 2 });
  const other = makeTrack(3, {
    album: { id: 4, name: 'E', image: null },
    number: 1,
  });

  it('overlaps tracks by the setting, at most half of either', () => {
    expect(crossfadeSeconds(state({ crossfade: 6 }), a, other, 200, 200)).toBe(6);
    expect(crossfadeSeconds(state({ crossfade: 6 }), a, other, 200, 8)).toBe(4);
    expect(crossfadeSeconds(state({ crossfade: 0 }), a, other, 200, 200)).toBe(0);
  });

  it('never fades between consecutive tracks of an album played in order', () => {
    expect(crossfadeSeconds(state({ crossfade: 6 }), a, b, 200, 200)).toBe(0);
    expect(crossfadeSeconds(state({ crossfade: 6 }), b, a, 200, 200)).toBe(6);
    expect(crossfadeSeconds(state({ crossfade: 6, shuffle: true }), a, b, 200, 200)).toBe(6);
  });
});
