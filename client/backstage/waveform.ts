import { WAVEFORM_PEAKS } from './backstage-limits';
import { decodeAudioFile } from './decode-audio';

/** The loudest absolute sample of each of `count` equal slices, scaled so the loudest slice is 1. */
export function peaksOf(channels: Float32Array[], count = WAVEFORM_PEAKS): number[] {
  const length = channels[0]?.length ?? 0;
  if (!length) return [];
  const size = Math.max(1, Math.floor(length / count));
  const peaks: number[] = [];
  for (let start = 0; start < length && peaks.length < count; start += size) {
    let peak = 0;
    const end = Math.min(start + size, length);
    for (const data of channels) {
      for (let i = start; i < end; i++) {
        const value = Math.abs(data[i]);
        if (value > peak) peak = value;
      }
    }
    peaks.push(peak);
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((p) => Math.round((p / loudest) * 1000) / 1000) : peaks.map(() => 0);
}

/**
 * About 200 peaks (0..1) of an audio file for the waveform seek bar, decoded
 * in the browser with the Web Audio API. Fails soft: any browser or file it
 * cannot decode gives null, and the track is published without a waveform.
 */
export async function computeWaveform(file: Blob, count = WAVEFORM_PEAKS): Promise<number[] | null> {
  const buffer = await decodeAudioFile(file);
  if (!buffer) return null;
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  const peaks = peaksOf(channels, count);
  return peaks.length ? peaks : null;
}
