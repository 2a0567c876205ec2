/** Peaks for the waveform seek bar (tracks.waveform): `count` buckets, 0..1 relative to the loudest. */
export function waveformPeaks(samples: Int16Array, count = 100): number[] {
  const peaks = new Array<number>(count).fill(0);
  const bucket = samples.length / count;
  for (let i = 0; i < samples.length; i++) {
    const b = Math.min(count - 1, Math.floor(i / bucket));
    const value = Math.abs(samples[i]);
    if (value > peaks[b]) peaks[b] = value;
  }
  const loudest = Math.max(1, ...peaks);
  return peaks.map((p) => Math.round((100 * p) / loudest) / 100);
}
