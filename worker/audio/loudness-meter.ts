/**
 * Integrated loudness (ITU-R BS.1770-4, EBU R128) and true peak of audio fed
 * in pieces, so a track is measured as it streams from R2 and never held
 * whole in memory (a five-minute stereo track is ~100 MB of float samples;
 * an isolate has 128 MB). Pure TypeScript: it runs the same in the Worker's
 * queue job, in Node (the demo seed) and in a browser. docs/audio.md.
 *
 * - K-weighting: the two biquads of BS.1770 (a high shelf, then a high
 *   pass), their coefficients derived for any sample rate the way
 *   libebur128 does, so 44.1 kHz files need no resampling.
 * - Blocks of 400 ms overlapping by 75% (a new block every 100 ms), each the
 *   channel-weighted mean square of the filtered samples.
 * - Gating: blocks under -70 LUFS are dropped (absolute gate), then those
 *   more than 10 LU under the mean of the rest (relative gate).
 * - True peak: the samples oversampled 4x with a windowed-sinc interpolator
 *   (BS.1770-4 Annex 2 asks for at least 4x; its example filter differs), the
 *   largest magnitude in dBTP.
 */

export type Loudness = { integrated_lufs: number; true_peak_dbtp: number };

/** Blocks of 400 ms, one every 100 ms. */
const STEP_SECONDS = 0.1;
const STEPS_PER_BLOCK = 4;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
/** Loudness of a mean square z: -0.691 + 10 log10(z). */
const LOUDNESS_OFFSET = -0.691;

/** Channel weights of BS.1770 for up to 5.1 (L, R, C, LFE excluded, Ls, Rs) in WAV's channel order. */
const channelWeight = (channels: number, index: number) => {
  if (channels < 6) return index >= 3 ? 1.41 : 1;
  if (index === 3) return 0; // LFE
  return index >= 4 ? 1.41 : 1;
};

type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

/** Stage 1 (the head's high shelf) and stage 2 (the RLB high pass) of the K filter at `rate`. */
function kWeighting(rate: number): [Biquad, Biquad] {
  const shelf = (() => {
    const f0 = 1681.974450955533;
    const G = 3.999843853973347;
    const Q = 0.7071752369554196;
    const K = Math.tan((Math.PI * f0) / rate);
    const Vh = 10 ** (G / 20);
    const Vb = Vh ** 0.4996667741545416;
    const a0 = 1 + K / Q + K * K;
    return {
      b0: (Vh + (Vb * K) / Q + K * K) / a0,
      b1: (2 * (K * K - Vh)) / a0,
      b2: (Vh - (Vb * K) / Q + K * K) / a0,
      a1: (2 * (K * K - 1)) / a0,
      a2: (1 - K / Q + K * K) / a0,
    };
  })();
  const highPass = (() => {
    const f0 = 38.13547087602444;
    const Q = 0.5003270373238773;
    const K = Math.tan((Math.PI * f0) / rate);
    const a0 = 1 + K / Q + K * K;
    return { b0: 1, b1: -2, b2: 1, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  })();
  return [shelf, highPass];
}

/**
 * Interpolation phases for 4x oversampling: a Hann-windowed sinc over the
 * last 12 samples (oldest first), each phase giving the value a quarter,
 * half and three quarters of the way between the two middle samples.
 */
const OVERSAMPLE = 4;
const TAPS_PER_PHASE = 12;
const PHASES: Float64Array[] = Array.from({ length: OVERSAMPLE }, (_, phase) => {
  const taps = new Float64Array(TAPS_PER_PHASE);
  const half = TAPS_PER_PHASE / 2;
  const position = half - 1 + phase / OVERSAMPLE;
  for (let j = 0; j < TAPS_PER_PHASE; j++) {
    const x = position - j;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    taps[j] = sinc * (0.5 + 0.5 * Math.cos((Math.PI * x) / (half + 1)));
  }
  return taps;
});

class ChannelState {
  /** Biquad memories of both stages (direct form II transposed). */
  s1a = 0;
  s1b = 0;
  s2a = 0;
  s2b = 0;
  /** The last TAPS_PER_PHASE input samples, for the true-peak interpolator. */
  history = new Float64Array(TAPS_PER_PHASE);
  historyAt = 0;
  peak = 0;
}

export class LoudnessMeter {
  private readonly filters: [Biquad, Biquad];
  private readonly weights: number[];
  private readonly states: ChannelState[];
  private readonly stepLength: number;
  /** Weighted sum of squares of the current 100 ms step, and how many frames it holds. */
  private stepSum = 0;
  private stepFrames = 0;
  /** The last STEPS_PER_BLOCK completed steps' sums, as a ring. */
  private readonly recentSteps: number[] = [];
  /** Mean squares of every 400 ms block so far. */
  private readonly blocks: number[] = [];

  constructor(
    readonly sampleRate: number,
    readonly channels: number,
  ) {
    if (!(sampleRate >= 8000) || !(channels >= 1)) throw new Error(`cannot meter ${channels} channels at ${sampleRate} Hz`);
    this.filters = kWeighting(sampleRate);
    this.weights = Array.from({ length: channels }, (_, n) => channelWeight(channels, n));
    this.states = Array.from({ length: channels }, () => new ChannelState());
    this.stepLength = Math.round(sampleRate * STEP_SECONDS);
  }

  /** Feeds `frames` frames: `channelData[c][n]` is channel c's sample n, from -1 to 1. */
  push(channelData: ArrayLike<number>[], frames = channelData[0]?.length ?? 0) {
    const [shelf, highPass] = this.filters;
    for (let n = 0; n < frames; n++) {
      let sum = 0;
      for (let c = 0; c < this.channels; c++) {
        const x = channelData[c][n];
        const state = this.states[c];
        // Stage 1
        const y1 = shelf.b0 * x + state.s1a;
        state.s1a = shelf.b1 * x - shelf.a1 * y1 + state.s1b;
        state.s1b = shelf.b2 * x - shelf.a2 * y1;
        // Stage 2
        const y2 = highPass.b0 * y1 + state.s2a;
        state.s2a = highPass.b1 * y1 - highPass.a1 * y2 + state.s2b;
        state.s2b = highPass.b2 * y1 - highPass.a2 * y2;
        sum += this.weights[c] * y2 * y2;
        this.trackPeak(state, x);
      }
      this.stepSum += sum;
      if (++this.stepFrames === this.stepLength) this.completeStep();
    }
  }

  private trackPeak(state: ChannelState, x: number) {
    const { history } = state;
    history[state.historyAt] = x;
    state.historyAt = (state.historyAt + 1) % TAPS_PER_PHASE;
    let peak = Math.abs(x);
    for (let phase = 1; phase < OVERSAMPLE; phase++) {
      const taps = PHASES[phase];
      let y = 0;
      // history[historyAt] is the oldest sample now.
      for (let j = 0; j < TAPS_PER_PHASE; j++) y += taps[j] * history[(state.historyAt + j) % TAPS_PER_PHASE];
      if (Math.abs(y) > peak) peak = Math.abs(y);
    }
    if (peak > state.peak) state.peak = peak;
  }

  private completeStep() {
    this.recentSteps.push(this.stepSum);
    if (this.recentSteps.length > STEPS_PER_BLOCK) this.recentSteps.shift();
    if (this.recentSteps.length === STEPS_PER_BLOCK) {
      const total = this.recentSteps.reduce((a, b) => a + b, 0);
      this.blocks.push(total / (this.stepLength * STEPS_PER_BLOCK));
    }
    this.stepSum = 0;
    this.stepFrames = 0;
  }

  /** The measurement so far; integrated loudness is -Infinity until a block passes the gates (silence). */
  result(): Loudness {
    const loudnessOf = (meanSquare: number) => LOUDNESS_OFFSET + 10 * Math.log10(meanSquare);
    const aboveAbsolute = this.blocks.filter((z) => loudnessOf(z) > ABSOLUTE_GATE_LUFS);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    let integrated = -Infinity;
    if (aboveAbsolute.length) {
      const relativeGate = loudnessOf(mean(aboveAbsolute)) + RELATIVE_GATE_LU;
      const gated = aboveAbsolute.filter((z) => loudnessOf(z) > relativeGate);
      integrated = loudnessOf(mean(gated));
    }
    const peak = Math.max(...this.states.map((state) => state.peak));
    return { integrated_lufs: integrated, true_peak_dbtp: peak > 0 ? 20 * Math.log10(peak) : -Infinity };
  }
}

/**
 * Album loudness from its tracks' integrated loudness: their mean power
 * weighted by duration. Exact album gating would need every track's blocks;
 * the difference is the gating of quiet passages across tracks (a fraction
 * of a LU for an album of similar tracks). The album's peak is its loudest track's.
 */
export function albumLoudness(tracks: { loudness: Loudness; durationMs: number }[]): Loudness | null {
  const measured = tracks.filter((t) => Number.isFinite(t.loudness.integrated_lufs) && t.durationMs > 0);
  if (!measured.length) return null;
  const totalMs = measured.reduce((sum, t) => sum + t.durationMs, 0);
  const power = measured.reduce((sum, t) => sum + t.durationMs * 10 ** (t.loudness.integrated_lufs / 10), 0) / totalMs;
  return { integrated_lufs: 10 * Math.log10(power), true_peak_dbtp: Math.max(...measured.map((t) => t.loudness.true_peak_dbtp)) };
}
