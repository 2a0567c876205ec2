import type { LoudnessPayload, TrackPayload } from '../../../worker/music/music-types';
import { albumLoudness } from '../../../worker/audio/loudness-meter';
import { NORMALIZED_PEAK_CEILING_DBTP } from '../player-constants';
import type { PlayerState } from '../player-store';

// What the engine decides per track from the queue and the listener's
// settings (issue 29, docs/audio.md): the normalization gain and the crossfade.

/** `b` follows `a` on the same album (by track number where both have one), in a queue that is not shuffled. */
export function followsOnAlbum(a: TrackPayload, b: TrackPayload, shuffle: boolean): boolean {
  if (shuffle || !a.album || a.album.id !== b.album?.id) return false;
  return a.number === null || b.number === null || b.number === a.number + 1;
}

/**
 * An album's loudness from its tracks in the queue, by the server's formula
 * (loudness-meter.ts: mean power weighted by duration, the loudest peak).
 */
export function albumLoudnessOf(tracks: TrackPayload[]): LoudnessPayload | null {
  return albumLoudness(tracks.flatMap((t) => (t.loudness ? [{ loudness: t.loudness, durationMs: t.duration }] : [])));
}

/** Album mode applies while the queue plays the track's album in order around it. */
function playsAlbumAround(s: PlayerState, index: number): boolean {
  const track = s.queue[index];
  const before = s.queue[index - 1];
  const after = s.queue[index + 1];
  return !!track && ((!!before && followsOnAlbum(before, track, s.shuffle)) || (!!after && followsOnAlbum(track, after, s.shuffle)));
}

/**
 * The gain in dB that brings the queue's track at `index` to the target: its
 * own loudness, or its album's when album mode applies, so an album keeps its
 * quiet and loud songs. The true peak caps it, so a raised track never clips.
 * A track not yet measured plays as it is.
 */
export function normalizationGainDb(s: PlayerState, index: number): number {
  const track = s.queue[index];
  if (!track || s.normalization === 'off') return 0;
  const albumId = track.album?.id;
  const album =
    s.normalization === 'album' && albumId !== undefined && playsAlbumAround(s, index) ? albumLoudnessOf(uniqueAlbumTracks(s.queue, albumId)) : null;
  const loudness = album ?? track.loudness;
  if (!loudness) return 0;
  return Math.min(s.targetLufs - loudness.integrated_lufs, NORMALIZED_PEAK_CEILING_DBTP - loudness.true_peak_dbtp);
}

function uniqueAlbumTracks(queue: TrackPayload[], albumId: number): TrackPayload[] {
  const byId = new Map<number, TrackPayload>();
  for (const track of queue) if (track.album?.id === albumId) byId.set(track.id, track);
  return [...byId.values()];
}

/**
 * Seconds `from` and `to` overlap: the listener's crossfade, never between
 * consecutive tracks of an album played in order (they are meant to join),
 * and at most half of either track.
 */
export function crossfadeSeconds(s: PlayerState, from: TrackPayload, to: TrackPayload, fromSeconds: number, toSeconds: number): number {
  if (!s.crossfade || followsOnAlbum(from, to, s.shuffle)) return 0;
  return Math.max(0, Math.min(s.crossfade, fromSeconds / 2, toSeconds / 2));
}

export const dbToGain = (db: number) => 10 ** (db / 20);
