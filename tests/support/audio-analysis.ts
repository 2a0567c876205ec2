/**
 * Pure measurements on recorded audio (mono Float32Array at `sampleRate`),
 * for the player's e2e checks (issue 29): gapless joins, crossfade overlap,
 * levels. Times are in milliseconds from the recording's first sample.
 */

export const SILENCE_DB = -50;

const toDb = (amplitude: number) => 20 * Math.log10(Math.max(amplitude, 1e-12));
const msToSample = (ms: number, sampleRate: number) => Math.round((ms * sampleRate) / 1000);
const sampleToMs = (index: number, sampleRate: number) => (index * 1000) / sampleRate;

/** RMS level in dBFS of samples [from, to) (sample indices). */
export function rmsDb(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i] * samples[i];
  return toDb(Math.sqrt(sum / Math.max(1, to - from)));
}

/** RMS level per consecutive window of `windowMs`: `ms` is the window's start. */
export function levelOverTime(samples: Float32Array, sampleRate: number, windowMs = 50): { ms: number; db: number }[] {
  const size = Math.max(1, msToSample(windowMs, sampleRate));
  const out: { ms: number; db: number }[] = [];
  for (let from = 0; from + size <= samples.length; from += size) out.push({ ms: sampleToMs(from, sampleRate), db: rmsDb(samples, from, from + size) });
  return out;
}

/**
 * The peak amplitude (dBFS) of the sine at `frequency` in each window of
 * `windowMs`, hopping by `hopMs` (default a quarter window): Goertzel on a
 * Hann-windowed block, so another tone a few bins away leaks in below -60 dB.
 * `ms` is the window's centre.
 */
export function toneEnvelope(samples: Float32Array, sampleRate: number, frequency: number, windowMs = 20, hopMs = windowMs / 4): { ms: number; db: number }[] {
  const size = Math.max(2, msToSample(windowMs, sampleRate));
  const hop = Math.max(1, msToSample(hopMs, sampleRate));
  const window = Float64Array.from({ length: size }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1)));
  const windowSum = window.reduce((sum, w) => sum + w, 0);
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate);
  const out: { ms: number; db: number }[] = [];
  for (let from = 0; from + size <= samples.length; from += hop) {
    let s1 = 0;
    let s2 = 0;
    for (let i = 0; i < size; i++) {
      const s0 = samples[from + i] * window[i] + coefficient * s1 - s2;
      s2 = s1;
      s1 = s0;
    }
    const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2; // |X(f)|²
    out.push({ ms: sampleToMs(from + size / 2, sampleRate), db: toDb((2 * Math.sqrt(Math.max(0, power))) / windowSum) });
  }
  return out;
}

/**
 * How long two tones sound together (a crossfade's overlap), in ms: the
 * time during which both envelopes are within `belowPeakDb` of their own
 * peak. The default, 60 dB, puts a linear or equal-power fade of a few
 * seconds within a few ms of its full length (a linear ramp spends 0.1% of
 * its length below -60 dB). Measured to the envelope's hop (5 ms default).
 */
export function overlapMs(samples: Float32Array, sampleRate: number, freqA: number, freqB: number, options: { windowMs?: number; hopMs?: number; belowPeakDb?: number } = {}): number {
  const { windowMs = 20, hopMs = 5, belowPeakDb = 60 } = options;
  const a = toneEnvelope(samples, sampleRate, freqA, windowMs, hopMs);
  const b = toneEnvelope(samples, sampleRate, freqB, windowMs, hopMs);
  const peakA = Math.max(...a.map((point) => point.db));
  const peakB = Math.max(...b.map((point) => point.db));
  const both = a.filter((point, i) => point.db > peakA - belowPeakDb && b[i].db > peakB - belowPeakDb).length;
  return both * hopMs;
}

export type Disturbance = { startMs: number; lengthMs: number; kind: 'silence' | 'discontinuity' };

/**
 * Where a recording of one continuous sine at `frequency` is silent
 * (its amplitude below -50 dBFS) or departs from a sine (a click, a phase
 * jump, a level step), between `from` and `to` (ms; default the whole).
 *
 * Amplitude: a sine A·sin(wn+φ) has x[n]² - x[n-1]·x[n+1] = A²·sin²(w) at
 * every n, whatever its phase; averaged over 0.5 ms it is the envelope.
 * Departure: a sine meets x[n+1] - 2cos(w)·x[n] + x[n-1] = 0 exactly, so
 * the residual is flagged where it passes 10% of the local amplitude (the
 * envelope over 5 ms). 128 kbps MP3 coding noise of a tone, and white noise
 * 50 dB below it, stay under a fifth of that; a phase jump of a quarter
 * cycle leaves a residual of about 1.4·A·|cos θ|, a gap's edges A·sin θ.
 * Flagged samples closer than 1 ms join one span.
 */
export function joinDisturbances(samples: Float32Array, sampleRate: number, frequency: number, range: { from?: number; to?: number } = {}): Disturbance[] {
  const first = Math.max(1, msToSample(range.from ?? 0, sampleRate));
  const last = Math.min(samples.length - 1, range.to === undefined ? samples.length - 1 : msToSample(range.to, sampleRate));
  const w = (2 * Math.PI * frequency) / sampleRate;
  const cos2 = 2 * Math.cos(w);
  const sin2 = Math.sin(w) ** 2;
  const n = samples.length;
  // Instantaneous A² and its running sums, for windowed means in O(1).
  const power = new Float64Array(n + 1);
  for (let i = 1; i < n - 1; i++) power[i + 1] = power[i] + Math.max(0, samples[i] * samples[i] - samples[i - 1] * samples[i + 1]) / sin2;
  const amplitude = (centre: number, half: number) => {
    const from = Math.max(1, centre - half);
    const to = Math.min(n - 1, centre + half + 1);
    return Math.sqrt((power[to] - power[from]) / Math.max(1, to - from));
  };
  const silent = 10 ** (SILENCE_DB / 20);
  const shortHalf = Math.max(1, msToSample(0.25, sampleRate));
  const longHalf = Math.max(1, msToSample(2.5, sampleRate));
  const joinGap = msToSample(1, sampleRate);
  const spans: { start: number; end: number; kind: Disturbance['kind'] }[] = [];
  for (let i = first; i < last; i++) {
    const quiet = amplitude(i, shortHalf) < silent;
    const residual = Math.abs(samples[i + 1] - cos2 * samples[i] + samples[i - 1]);
    const broken = !quiet && residual > 0.1 * amplitude(i, longHalf);
    if (!quiet && !broken) continue;
    const kind = quiet ? 'silence' : 'discontinuity';
    const open = spans.at(-1);
    if (open && i - open.end <= joinGap) {
      open.end = i + 1;
      if (kind === 'silence') open.kind = 'silence';
    } else spans.push({ start: i, end: i + 1, kind });
  }
  return spans.map(({ start, end, kind }) => ({ startMs: sampleToMs(start, sampleRate), lengthMs: sampleToMs(end - start, sampleRate), kind }));
}
