import { createRandom, type Random } from './prng';

/**
 * 11,025 Hz keeps a 16-bit mono second at 22 KB, so ~70 demo tracks of 20-27 s
 * stay under 40 MB in R2; every part below stays under its 5.5 kHz Nyquist limit.
 */
export const DEMO_SAMPLE_RATE = 11_025;
/** At 11,025 Hz a multiple of 40 ms is a whole number of samples (441), so durations are exact. */
export const DURATION_STEP_MS = 40;

const SCALES = { major: [0, 2, 4, 5, 7, 9, 11], minor: [0, 2, 3, 5, 7, 8, 10] };
/** Scale degrees per bar, four-bar loops (I-V-vi-IV and friends). */
const PROGRESSIONS = {
  major: [[0, 4, 5, 3], [0, 5, 3, 4], [0, 3, 4, 3], [5, 3, 0, 4]],
  minor: [[0, 5, 2, 6], [0, 3, 4, 0], [0, 6, 5, 6], [0, 5, 3, 4]],
};
/** Eighth-note patterns over the chord's tones (3 = the root an octave up). */
const ARPEGGIOS = [[0, 1, 2, 3, 2, 1, 0, 1], [0, 2, 1, 3, 0, 2, 1, 3], [3, 2, 1, 0, 1, 2, 3, 2], [0, 1, 2, 1, 3, 1, 2, 1]];

type Timbre = { attack: number; decay: number; release: number; h2: number; h3: number };
const PAD: Timbre = { attack: 0.25, decay: 3, release: 0.3, h2: 0.25, h3: 0.1 };
const BASS: Timbre = { attack: 0.005, decay: 0.35, release: 0.05, h2: 0.4, h3: 0.15 };
const PLUCK: Timbre = { attack: 0.004, decay: 0.18, release: 0.04, h2: 0.3, h3: 0.2 };
const LEAD: Timbre = { attack: 0.02, decay: 0.6, release: 0.08, h2: 0.15, h3: 0.3 };

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Adds voices into one buffer; each renders only its own samples. */
class Mix {
  constructor(
    readonly out: Float32Array,
    readonly rate: number,
  ) {}

  private span(at: number, seconds: number) {
    const start = Math.round(at * this.rate);
    return { start, length: Math.max(0, Math.min(Math.round(seconds * this.rate), this.out.length - start)) };
  }

  /** A note with two harmonics, an attack/release ramp and exponential decay (a rotating phasor: no sin() per sample). */
  tone(at: number, seconds: number, midi: number, gain: number, t: Timbre) {
    const { start, length } = this.span(at, seconds);
    const w = (2 * Math.PI * hz(midi)) / this.rate;
    const [cw, sw] = [Math.cos(w), Math.sin(w)];
    const attack = Math.max(1, t.attack * this.rate);
    const release = Math.max(1, t.release * this.rate);
    const fall = Math.exp(-1 / (t.decay * this.rate));
    let [c, s, env] = [1, 0, gain];
    for (let i = 0; i < length; i++) {
      const ramp = Math.min(1, i / attack, (length - i) / release);
      this.out[start + i] += env * ramp * (s + t.h2 * 2 * s * c + t.h3 * s * (3 - 4 * s * s));
      [c, s] = [c * cw - s * sw, s * cw + c * sw];
      env *= fall;
    }
  }

  /** A sine dropping from ~125 Hz to 45 Hz. */
  kick(at: number, gain: number) {
    const { start, length } = this.span(at, 0.18);
    let phase = 0;
    for (let i = 0; i < length; i++) {
      const t = i / this.rate;
      phase += (2 * Math.PI * (45 + 80 * Math.exp(-t / 0.03))) / this.rate;
      this.out[start + i] += gain * Math.exp(-t / 0.09) * Math.sin(phase);
    }
  }

  /** Decaying noise: a hat when short, a snare-ish hit when longer. */
  noise(at: number, decay: number, gain: number, random: Random) {
    const { start, length } = this.span(at, decay * 5);
    for (let i = 0; i < length; i++) this.out[start + i] += gain * Math.exp(-i / (decay * this.rate)) * (2 * random.next() - 1);
  }
}

/** Scale degree -> semitones above the key's root, across octaves. */
const interval = (scale: number[], degree: number) => scale[degree % 7] + 12 * Math.floor(degree / 7);

/**
 * A short instrumental, deterministic per seed: a key, mode, tempo and chord
 * loop drawn from the seed; pads from the start, then bass, arpeggio and
 * drums, a lead line every other phrase, and a final tonic chord that fades.
 */
export function synthesize(seed: number, durationMs: number, rate = DEMO_SAMPLE_RATE): Int16Array {
  const random = createRandom(seed);
  const mode = random.chance(0.45) ? 'minor' : 'major';
  const scale = SCALES[mode];
  const root = random.int(45, 56); // A2..G#3
  const progression = random.pick(PROGRESSIONS[mode]);
  const arpeggio = random.pick(ARPEGGIOS);
  const beat = 60 / random.int(78, 126);
  const bar = 4 * beat;
  const seconds = durationMs / 1000;
  const bars = Math.max(1, Math.floor((seconds - 2) / bar));
  const mix = new Mix(new Float32Array(Math.round((durationMs * rate) / 1000)), rate);

  const chordTones = (degree: number) => [0, 2, 4].map((k) => interval(scale, degree + k));
  for (let b = 0; b < bars; b++) {
    const at = b * bar;
    const degree = progression[b % progression.length];
    const tones = [...chordTones(degree), interval(scale, degree) + 12];
    for (const tone of tones.slice(0, 3)) mix.tone(at, bar + 0.2, root + 12 + tone, 0.1, PAD);
    if (b >= 1) arpeggio.forEach((i, step) => mix.tone(at + (step * beat) / 2, beat, root + 24 + tones[i], 0.09, PLUCK));
    if (b < 2) continue;
    const bassNote = root + interval(scale, degree) - (interval(scale, degree) > 7 ? 12 : 0);
    for (const q of [0, 2, 3.5]) mix.tone(at + q * beat, beat * (q === 3.5 ? 0.5 : 1.5), bassNote, 0.3, BASS);
    for (let q = 0; q < 4; q++) {
      if (q % 2 === 0) mix.kick(at + q * beat, 0.45);
      else mix.noise(at + q * beat, 0.05, 0.12, random);
      mix.noise(at + (q + 0.5) * beat, 0.012, 0.05, random);
    }
    if (Math.floor(b / 4) % 2 === 1 && b < bars - 1) {
      for (let q = 0; q < 4; q += random.chance(0.3) ? 2 : 1) {
        if (random.chance(0.15)) continue; // a rest
        const note = random.chance(0.7) ? random.pick(tones) : interval(scale, random.int(0, 7));
        mix.tone(at + q * beat, beat * 1.1, root + 24 + note, 0.12, LEAD);
      }
    }
  }
  // The tonic rings out to the end.
  for (const tone of chordTones(0)) mix.tone(bars * bar, seconds - bars * bar, root + 12 + tone, 0.12, PAD);
  return master(mix.out, rate);
}

/** Normalizes to -1 dBFS, fades the ends, and quantizes to 16 bits. */
function master(out: Float32Array, rate: number): Int16Array {
  let peak = 1e-9;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  const gain = (0.89 * 32767) / peak;
  const fadeIn = 0.02 * rate;
  const fadeOut = 1.5 * rate;
  const pcm = new Int16Array(out.length);
  for (let i = 0; i < out.length; i++) {
    const ramp = Math.min(1, i / fadeIn, (out.length - i) / fadeOut);
    pcm[i] = Math.round(out[i] * gain * ramp);
  }
  return pcm;
}
