import { seedOf } from './prng';
import { DEMO_SAMPLE_RATE, synthesize } from './synth';
import { encodeWav } from './wav';
import { waveformPeaks } from './waveform';

export const AUDIO_MIME = 'audio/wav';
export const audioKey = (trackId: number) => `tracks/${trackId}.wav`;

export type TrackAudio = { bytes: Uint8Array; durationMs: number; waveform: number[] };

/** A playable WAV for a track, the same bytes every time for the same (seed, duration). */
export function renderTrackAudio(seed: number, durationMs: number): TrackAudio {
  const samples = synthesize(seedOf('audio', seed), durationMs);
  return { bytes: encodeWav(samples, DEMO_SAMPLE_RATE), durationMs, waveform: waveformPeaks(samples) };
}
