import { seedOf } from './prng';
import { DEMO_SAMPLE_RATE, synthesize } from './synth';
import { encodeWav } from './wav';
import { waveformPeaks } from './waveform';
import { LoudnessMeter, type Loudness } from '../../../worker/audio/loudness-meter';

export const AUDIO_MIME = 'audio/wav';
export const audioKey = (trackId: number) => `tracks/${trackId}.wav`;

export type TrackAudio = { bytes: Uint8Array; durationMs: number; waveform: number[]; loudness: Loudness };

/** The loudness of the samples, metered as the backfill job meters a stored WAV (worker/audio/). */
function loudnessOf(samples: Int16Array): Loudness {
  const meter = new LoudnessMeter(DEMO_SAMPLE_RATE, 1);
  meter.push([Float32Array.from(samples, (sample) => sample / 32768)]);
  const { integrated_lufs, true_peak_dbtp } = meter.result();
  return { integrated_lufs: Math.round(integrated_lufs * 100) / 100, true_peak_dbtp: Math.round(true_peak_dbtp * 100) / 100 };
}

/** A playable WAV for a track, the same bytes every time for the same (seed, duration), with its waveform and loudness. */
export function renderTrackAudio(seed: number, durationMs: number): TrackAudio {
  const samples = synthesize(seedOf('audio', seed), durationMs);
  return { bytes: encodeWav(samples, DEMO_SAMPLE_RATE), durationMs, waveform: waveformPeaks(samples), loudness: loudnessOf(samples) };
}
