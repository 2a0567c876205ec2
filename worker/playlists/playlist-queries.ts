import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, tracks } from '../../db/music-catalog';
import { playlists, playlistTracks } from '../../db/music-social';
import { users } from '../../db/users';
import { isoNow } from '../../db/columns';
import { playlistColumns, toPlaylistPayload, type PlaylistRow } from '../music/select/playlist-select';
import { notFound } from '../http/errors';
import { trackColumns } from '../music/select/track-select';
import { z } from 'zod';
import { PlaylistPayload } from '../music/music-types';
import type { BoundId } from '../compiled-batch';

/** One playlist as PlaylistPayload columns (map with toPlaylistPayload). */
export const selectPlaylist = (db: Db, id: BoundId) =>
  db.select(playlistColumns).from(playlists).innerJoin(users, eq(users.id, playlists.owner_id)).where(eq(playlists.id, id));

/** The playlist's tracks by position (add limit/offset; map with toTrackPayload). */
export const selectPlaylistTracks = (db: Db, id: BoundId) =>
  db
    .select(trackColumns)
    .from(playlistTracks)
    .innerJoin(tracks, eq(tracks.id, playlistTracks.track_id))
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .where(eq(playlistTracks.playlist_id, id))
    .orderBy(asc(playlistTracks.position), asc(playlistTracks.track_id));

/**
 * Recomputes tracks_count and duration from playlist_tracks (a range of its
 * primary key) in the batch that changed them, and marks the playlist updated.
 */
export const recountPlaylist = (db: Db, id: number) =>
  db
    .update(playlists)
    .set({
      tracks_count: db.$count(playlistTracks, eq(playlistTracks.playlist_id, id)),
      duration: sql`(SELECT coalesce(sum(t.duration), 0) FROM ${playlistTracks} pt JOIN ${tracks} t ON t.id = pt.track_id WHERE pt.playlist_id = ${id})`,
      updated_at: isoNow,
    })
    .where(eq(playlists.id, id));

/** `{ playlist }`: what creating or changing one answers. */
export const PlaylistAnswer = z.object({ playlist: PlaylistPayload });
export type PlaylistAnswer = z.infer<typeof PlaylistAnswer>;

/**
 * A write's answer: the playlist as the write's batch read it back, or 404
 * when a concurrent request deleted it after the guard let this one in.
 */
export function playlistAfterWrite(row: PlaylistRow | undefined): PlaylistAnswer {
  if (!row) throw notFound();
  return { playlist: toPlaylistPayload(row) };
}
