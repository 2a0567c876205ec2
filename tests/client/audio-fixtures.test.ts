import { describe, expect, it } from 'vitest';
import { FLACDecoder } from '@wasm-audio-decoders/flac';
import { MPEGDecoder } from 'mpg123-decoder';
import { continuousToneAlbum, encodeFlacFile, encodeMp3File, encodeWavFile, FLAC_BLOCK_SIZE, int16Channels, sine } from '../support/audio-fixtures';

// The test-fixture encoders of tests/support/audio-fixtures, checked by
// independent decoders (the WASM builds of libFLAC and mpg123), so a pass is
// not our encoder agreeing with itself.

const RATE = 44100;

/** A deterministic non-tonal signal: a sum of sines and a chirp, so prediction residuals are not trivial. */
function music(length: number, phase = 0): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    out[i] = 0.4 * Math.sin(2 * Math.PI * 220 * t + phase) + 0.3 * Math.sin(2 * Math.PI * (500 + 3000 * t) * t) + 0.2 * Math.sin(2 * Math.PI * 7919 * t);
  }
  return out;
}

async function decodeFlac(bytes: Uint8Array) {
  const decoder = new FLACDecoder();
  await decoder.ready;
  try {
    return await decoder.decodeFile(bytes);
  } finally {
    decoder.free();
  }
}

async function decodeMp3(bytes: Uint8Array) {
  const decoder = new MPEGDecoder({ enableGapless: true });
  await decoder.ready;
  try {
    return decoder.decode(bytes);
  } finally {
    decoder.free();
  }
}

/**
 * The first index where libFLAC's floats are not exactly the 16-bit samples
 * (-1: none). The WASM build scales by 1/32767. (A loop: toEqual on half a
 * million elements takes minutes.)
 */
function firstMismatch(decoded: Float32Array, expected: Int16Array): number {
  if (decoded.length !== expected.length) return Math.min(decoded.length, expected.length);
  for (let i = 0; i < decoded.length; i++) if (Math.round(decoded[i] * 32767) !== expected[i]) return i;
  return -1;
}

/** Normalized correlation of two equally long signals at zero lag. */
function correlation(a: Float32Array, b: Float32Array): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += a[i] * b[i];
    aa += a[i] * a[i];
    bb += b[i] * b[i];
  }
  return ab / Math.sqrt(aa * bb);
}

describe('encodeWavFile', () => {
  it('writes interleaved 16-bit stereo with a matching header', () => {
    const left = new Float32Array([0.5, -0.25]);
    const right = new Float32Array([-1, 1]);
    const view = new DataView(encodeWavFile([left, right], 48000).buffer);
    expect([view.getUint16(22, true), view.getUint32(24, true), view.getUint32(28, true), view.getUint16(32, true), view.getUint32(40, true)]).toEqual([2, 48000, 192000, 4, 8]);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + 2 * i, true))).toEqual([16384, -32768, -8192, 32767]);
  });
});

describe('encodeFlacFile', () => {
  it('decodes with libFLAC to exactly the 16-bit samples, mono, with a short last frame', async () => {
    const samples = music(3 * FLAC_BLOCK_SIZE + 1234);
    const decoded = await decodeFlac(encodeFlacFile(samples, RATE));
    expect(decoded.errors).toEqual([]);
    expect([decoded.sampleRate, decoded.bitDepth, decoded.channelData.length, decoded.samplesDecoded]).toEqual([RATE, 16, 1, samples.length]);
    expect(firstMismatch(decoded.channelData[0], int16Channels(samples)[0])).toBe(-1);
  });

  it('decodes stereo, past 128 frames (two-byte frame numbers), and verbatim blocks of noise', async () => {
    const length = 130 * FLAC_BLOCK_SIZE + 7;
    const left = music(length);
    // Full-scale white noise (a fixed LCG): prediction costs more than 16 bits a sample, so those blocks are VERBATIM.
    let state = 12345;
    const right = Float32Array.from({ length }, () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 16) / 32768 - 1;
    });
    const decoded = await decodeFlac(encodeFlacFile([left, right], 48000));
    expect(decoded.errors).toEqual([]);
    expect([decoded.sampleRate, decoded.channelData.length, decoded.samplesDecoded]).toEqual([48000, 2, length]);
    const [l, r] = int16Channels([left, right]);
    expect(firstMismatch(decoded.channelData[0], l)).toBe(-1);
    expect(firstMismatch(decoded.channelData[1], r)).toBe(-1);
  });
});

describe('encodeMp3File', () => {
  it.each([
    ['mono', 1],
    ['stereo', 2],
  ])('has a LAME tag that trims mpg123 exactly to the input (%s), aligned at zero lag', async (_name, channels) => {
    const length = RATE * 2 + 777;
    const signal = Array.from({ length: channels }, (_, c) => music(length, c));
    const decoded = await decodeMp3(encodeMp3File(signal, RATE, 128));
    expect(decoded.sampleRate).toBe(RATE);
    expect(decoded.samplesDecoded).toBe(length);
    for (let c = 0; c < channels; c++) expect(correlation(decoded.channelData[c], signal[c])).toBeGreaterThan(0.99);
    // Shifted by one sample, the same comparison is clearly worse: the alignment is exact, not roughly right.
    const shifted = correlation(decoded.channelData[0].subarray(1), signal[0].subarray(0, length - 1));
    expect(shifted).toBeLessThan(correlation(decoded.channelData[0], signal[0]) - 0.01);
  });
});

describe('continuousToneAlbum', () => {
  it('splits one phase-continuous sine sample-exactly across the files', async () => {
    const album = continuousToneAlbum({ format: 'flac', tracks: 3, secondsPerTrack: 0.5, frequency: 440, amplitudeDb: -6, sampleRate: RATE });
    expect(album.totalSamples).toBe(3 * 22050);
    expect(album.files.map((file) => [file.filename, file.mime])).toEqual([1, 2, 3].map((k) => [`tone-440hz-part-${k}.flac`, 'audio/flac']));
    const joined = new Float32Array(album.totalSamples);
    let at = 0;
    for (const file of album.files) {
      const decoded = await decodeFlac(file.bytes);
      joined.set(decoded.channelData[0], at);
      at += decoded.samplesDecoded;
    }
    expect(at).toBe(album.totalSamples);
    expect(firstMismatch(joined, int16Channels(sine(album.totalSamples, RATE, 440, 10 ** (-6 / 20)))[0])).toBe(-1);
  });
});
