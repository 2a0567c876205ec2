import type { LoudnessPayload } from '../music-types';

/** A track's or album's loudness columns as its payload's `loudness`: null until both are measured. */
export const loudnessOf = (row: { loudness_lufs: number | null; true_peak_dbtp: number | null }): LoudnessPayload | null =>
  row.loudness_lufs === null || row.true_peak_dbtp === null ? null : { integrated_lufs: row.loudness_lufs, true_peak_dbtp: row.true_peak_dbtp };
