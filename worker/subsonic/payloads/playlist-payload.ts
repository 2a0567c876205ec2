import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rawBatch, type Row } from '../../raw-batch';
import { canView } from '../../playlists/playlist-access';
import { coverArtId } from '../subsonic-ids';
import type { SubsonicPlaylist } from './payload-types';
import { optional, seconds } from './payload-values';
import { loadSongs, songSelectSql, toChild } from './song-payload';
import { PLAYLIST_MAX_TRACKS } from '../../playlists/playlist-constants';
import { smartTrackIds, storedRules } from '../../playlists/smart/smart-queries';

/** The caller: their id decides visibility and ownership, their email is the `owner` of their own playlists. */
export type PlaylistViewer = { id: number; email: string };

/**
 * Playlists by id, in order, with the owner and a cover: the playlist's
 * own image ("pl-9"), else the first cover among its tracks in position
 * order (playlist_tracks_order_idx), "tr-12" or "al-3".
 */
const playlistsByIdsSql = (playlistIds: number[]) => sql`SELECT p.id, p.name, p.description, p.public, p.owner_id, u.name AS owner_name,
  p.tracks_count, p.duration, p.created_at, p.updated_at, p.image IS NOT NULL AS has_image, p.rules,
  (SELECT CASE WHEN t.image IS NOT NULL THEN 'tr-' || t.id ELSE 'al-' || a.id END FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id
    LEFT JOIN albums a ON a.id = t.album_id WHERE pt.playlist_id = p.id AND coalesce(t.image, a.image) IS NOT NULL ORDER BY pt.position LIMIT 1) AS track_cover
  FROM json_each(${JSON.stringify(playlistIds)}) j JOIN playlists p ON p.id = j.value JOIN users u ON u.id = p.owner_id ORDER BY j.key`;

/**
 * One playlist row as an OpenSubsonic Playlist. `owner` is what clients
 * compare with the username they signed in with to offer editing: the
 * caller's own playlists name the caller's email (their Subsonic username);
 * another user's name their display name, never their email.
 */
export function toPlaylist(row: Row, viewer: PlaylistViewer): SubsonicPlaylist {
  const id = Number(row.id);
  const own = Number(row.owner_id) === viewer.id;
  return {
    id: String(id),
    name: String(row.name),
    comment: optional(row.description as string | null),
    owner: own ? viewer.email : String(row.owner_name),
    public: Boolean(row.public),
    songCount: Number(row.tracks_count ?? 0),
    duration: seconds(row.duration),
    created: String(row.created_at),
    changed: String(row.updated_at),
    coverArt: row.has_image ? coverArtId('playlist', id) : optional(row.track_cover as string | null),
    readonly: !own,
  };
}

/**
 * Playlist objects for these ids, in the given order, in one batch. A
 * private playlist of another user is dropped, as the web app hides it
 * (playlists/playlist-access.ts `canView`): callers answer error 70 for a
 * missing one. With `entries`, each carries its songs (`entry`) in the
 * playlist's order.
 */
export async function loadPlaylists(db: Db, viewer: PlaylistViewer, playlistIds: number[], options: { entries?: boolean } = {}): Promise<SubsonicPlaylist[]> {
  if (!playlistIds.length) return [];
  const statements = [playlistsByIdsSql(playlistIds)];
  if (options.entries)
    statements.push(
      songSelectSql(viewer, {
        from: sql`playlist_tracks pt JOIN tracks t ON t.id = pt.track_id`,
        where: sql`pt.playlist_id IN (SELECT value FROM json_each(${JSON.stringify(playlistIds)}))`,
        extra: { playlist_id: sql`pt.playlist_id` },
        orderBy: sql`pt.playlist_id, pt.position`,
      }),
    );
  const [rows, entryRows = []] = await rawBatch(db, statements);
  const visible = rows.filter((row) => canView({ public: Boolean(row.public), owner_id: Number(row.owner_id) }, viewer.id));
  if (!options.entries) return visible.map((row) => toPlaylist(row, viewer));
  return Promise.all(
    visible.map(async (row) => {
      if (row.rules !== null) return smartPlaylist(db, viewer, row);
      return { ...toPlaylist(row, viewer), entry: entryRows.filter((entry) => Number(entry.playlist_id) === Number(row.id)).map(toChild) };
    }),
  );
}

/**
 * A smart playlist (issue 30) with its songs: what its rules match now, with
 * its owner's likes and plays, up to a playlist's most songs; its count and
 * length are those songs' (the row's are as of the last save of the rules).
 */
async function smartPlaylist(db: Db, viewer: PlaylistViewer, row: Row): Promise<SubsonicPlaylist> {
  const source = { owner_id: Number(row.owner_id), rules: storedRules(row.rules)! };
  const ids = (await smartTrackIds(db, source, PLAYLIST_MAX_TRACKS)).map((match) => match.id);
  const entry = await loadSongs(db, viewer, ids);
  return { ...toPlaylist(row, viewer), songCount: entry.length, duration: entry.reduce((sum, song) => sum + (song.duration ?? 0), 0), entry };
}
