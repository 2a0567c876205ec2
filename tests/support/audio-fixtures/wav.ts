import { encodeWav } from '../../../db/seed/demo/wav';
import { int16Channels, interleave, type Signal } from './signal';

/** A 16-bit PCM WAV (the demo seed's encoder): mono or interleaved stereo. */
export function encodeWavFile(samples: Signal, sampleRate: number): Uint8Array {
  const channels = int16Channels(samples);
  return encodeWav(interleave(channels), sampleRate, channels.length);
}
