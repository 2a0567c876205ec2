import { describe, expect, it } from 'vitest';
import { MPEGDecoder } from 'mpg123-decoder';
import { joinDisturbances, levelOverTime, overlapMs, rmsDb, toneEnvelope } from '../support/audio-analysis';
import { encodeMp3File, sine } from '../support/audio-fixtures';

// The measurements the player's e2e checks rely on (issue 29), proved on
// synthetic signals whose answer is known.

const RATE = 44100;
const A = 0.5; // -6 dBFS
const ms = (value: number) => Math.round((value * RATE) / 1000);

/** A fixed white noise (LCG) of RMS `rms`. */
function noise(length: number, rms: number): Float32Array {
  let state = 1;
  return Float32Array.from({ length }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return ((state >>> 8) / 2 ** 24 - 0.5) * rms * Math.sqrt(12);
  });
}

describe('joinDisturbances', () => {
  const tone = () => sine(ms(1000), RATE, 440, A);

  it('finds nothing in a clean continuous sine', () => {
    expect(joinDisturbances(tone(), RATE, 440)).toEqual([]);
  });

  it.each([3, 20])('finds a %i ms gap, where and how long it is', (gapMs) => {
    const samples = tone();
    samples.fill(0, ms(500), ms(500 + gapMs));
    const found = joinDisturbances(samples, RATE, 440);
    expect(found).toHaveLength(1);
    expect(found[0].kind).toBe('silence');
    expect(found[0].startMs).toBeGreaterThan(499);
    expect(found[0].startMs).toBeLessThan(501);
    expect(Math.abs(found[0].lengthMs - gapMs)).toBeLessThan(1);
  });

  it('finds a phase jump of a quarter cycle without any silence', () => {
    const samples = tone();
    samples.set(sine(ms(500), RATE, 440, A, ms(500) + RATE / 440 / 4), ms(500));
    const found = joinDisturbances(samples, RATE, 440);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'discontinuity' });
    expect(Math.abs(found[0].startMs - 500)).toBeLessThan(0.1);
    expect(found[0].lengthMs).toBeLessThan(0.5);
  });

  it('ignores noise 50 dB below the tone, but not a 3 ms gap in it', () => {
    const clean = tone();
    const hiss = noise(clean.length, A * 10 ** (-50 / 20));
    const noisy = clean.map((x, i) => x + hiss[i]);
    expect(joinDisturbances(noisy, RATE, 440)).toEqual([]);
    noisy.fill(0, ms(300), ms(303));
    expect(joinDisturbances(noisy, RATE, 440).map((span) => span.kind)).toEqual(['silence']);
  });

  it('ignores 128 kbps MP3 coding of the tone (LAME, decoded by mpg123)', async () => {
    const decoder = new MPEGDecoder({ enableGapless: true });
    await decoder.ready;
    const decoded = decoder.decode(encodeMp3File(tone(), RATE, 128));
    decoder.free();
    expect(joinDisturbances(decoded.channelData[0], RATE, 440)).toEqual([]);
  });

  it('looks only between from and to', () => {
    const samples = new Float32Array(ms(1000));
    samples.set(sine(ms(600), RATE, 440, A), ms(200));
    expect(joinDisturbances(samples, RATE, 440, { from: 210, to: 790 })).toEqual([]);
    expect(joinDisturbances(samples, RATE, 440, { from: 100, to: 790 })[0]).toMatchObject({ kind: 'silence', startMs: expect.closeTo(100, 0) });
  });
});

describe('levels', () => {
  it('rmsDb of a sine of peak A is A/√2 in dB, and levelOverTime follows a 10 dB step', () => {
    const samples = sine(ms(400), RATE, 1000, A);
    for (let i = ms(200); i < samples.length; i++) samples[i] *= 10 ** (-10 / 20);
    expect(rmsDb(samples, 0, ms(200))).toBeCloseTo(20 * Math.log10(A / Math.SQRT2), 2);
    const levels = levelOverTime(samples, RATE, 50);
    expect(levels.map((level) => level.ms)).toEqual([0, 50, 100, 150, 200, 250, 300, 350].map((value) => expect.closeTo(value, 1)));
    expect(levels[5].db - levels[1].db).toBeCloseTo(-10, 1);
  });

  it('toneEnvelope reads one tone’s peak amplitude beside another tone', () => {
    const samples = sine(ms(200), RATE, 440, 0.25).map((x, i) => x + 0.5 * Math.sin((2 * Math.PI * 1000 * i) / RATE));
    const inner = toneEnvelope(samples, RATE, 440).slice(1, -1);
    for (const point of inner) expect(point.db).toBeCloseTo(20 * Math.log10(0.25), 1);
    expect(toneEnvelope(samples, RATE, 1000)[3].db).toBeCloseTo(20 * Math.log10(0.5), 1);
  });
});

describe('overlapMs', () => {
  /** Tone A, then a crossfade of `fadeMs` (linear or equal-power gain ramps) into tone B. */
  function crossfade(fadeMs: number, shape: 'linear' | 'equal-power') {
    const length = ms(1000 + fadeMs + 1000);
    const fadeStart = ms(1000);
    const fadeLength = ms(fadeMs);
    const out = new Float32Array(length);
    for (let i = 0; i < length; i++) {
      const t = Math.min(1, Math.max(0, (i - fadeStart) / fadeLength));
      const [gainA, gainB] = shape === 'linear' ? [1 - t, t] : [Math.cos((t * Math.PI) / 2), Math.sin((t * Math.PI) / 2)];
      out[i] = 0.5 * (gainA * Math.sin((2 * Math.PI * 440 * i) / RATE) + gainB * Math.sin((2 * Math.PI * 1000 * i) / RATE));
    }
    return out;
  }

  it.each([
    [500, 'linear'],
    [3000, 'linear'],
    [3000, 'equal-power'],
  ] as const)('measures a %i ms %s crossfade within 30 ms', (fadeMs, shape) => {
    expect(Math.abs(overlapMs(crossfade(fadeMs, shape), RATE, 440, 1000) - fadeMs)).toBeLessThan(30);
  });

  it('is zero for back-to-back tones', () => {
    expect(overlapMs(crossfade(0.001, 'linear'), RATE, 440, 1000)).toBeLessThanOrEqual(20);
  });
});
