/**
 * A signal to encode: one Float32Array (mono) or one per channel (stereo),
 * samples in [-1, 1]; every encoder here writes 16-bit samples.
 */
export type Signal = Float32Array | readonly Float32Array[];

export const channelsOf = (signal: Signal): readonly Float32Array[] => (signal instanceof Float32Array ? [signal] : signal);

/** A float sample as 16-bit PCM: rounded, clipped to the 16-bit range. */
export const toInt16 = (sample: number) => Math.max(-32768, Math.min(32767, Math.round(sample * 32768)));

/** 16-bit PCM per channel, the exact integers the encoders store (a decoder gets them back as int / 32768). */
export function int16Channels(signal: Signal): Int16Array[] {
  const channels = channelsOf(signal);
  if (channels.length < 1 || channels.length > 2) throw new Error('a signal has one or two channels');
  if (channels.some((channel) => channel.length !== channels[0].length)) throw new Error('channels differ in length');
  return channels.map((channel) => Int16Array.from(channel, toInt16));
}

/** Channels interleaved frame by frame, as WAV stores them. */
export function interleave(channels: readonly Int16Array[]): Int16Array {
  const frames = channels[0].length;
  const out = new Int16Array(frames * channels.length);
  for (let i = 0; i < frames; i++) for (let c = 0; c < channels.length; c++) out[i * channels.length + c] = channels[c][i];
  return out;
}

export const dbToAmplitude = (db: number) => 10 ** (db / 20);

/** `length` samples of a sine of peak `amplitude`, starting at phase `startSample` (so pieces of one sine join seamlessly). */
export function sine(length: number, sampleRate: number, frequency: number, amplitude: number, startSample = 0): Float32Array {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = amplitude * Math.sin(w * (startSample + i));
  return out;
}
