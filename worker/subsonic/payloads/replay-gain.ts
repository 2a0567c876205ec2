import { loudnessOf } from '../../music/select/loudness-select';
import { REPLAYGAIN_REFERENCE_LUFS } from '../../audio/measure-audio';
import type { SubsonicReplayGain } from './payload-types';

/** The gain to ReplayGain 2.0's -18 LUFS, in dB. */
const gainOf = (lufs: number) => Math.round((REPLAYGAIN_REFERENCE_LUFS - lufs) * 100) / 100;
/** dBTP as the amplitude ratio ReplayGain's peak is (1 is full scale). */
const peakOf = (dbtp: number) => Math.round(10 ** (dbtp / 20) * 1e6) / 1e6;

/**
 * A song's OpenSubsonic `replayGain` from its track's and album's loudness
 * columns (song-payload.ts selects them in the song's own statement):
 * undefined, so omitted, until the track is measured; the album's gain and
 * peak only when the album has a loudness.
 */
export function replayGainOf(trackLufs: number | null, trackPeak: number | null, albumLufs: number | null, albumPeak: number | null): SubsonicReplayGain | undefined {
  const track = loudnessOf({ loudness_lufs: trackLufs, true_peak_dbtp: trackPeak });
  if (!track) return undefined;
  const album = loudnessOf({ loudness_lufs: albumLufs, true_peak_dbtp: albumPeak });
  return {
    trackGain: gainOf(track.integrated_lufs),
    trackPeak: peakOf(track.true_peak_dbtp),
    ...(album && { albumGain: gainOf(album.integrated_lufs), albumPeak: peakOf(album.true_peak_dbtp) }),
  };
}
