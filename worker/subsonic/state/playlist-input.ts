import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { playlistTracks } from '../../../db/music-social';
import { requireTracks } from './catalog-targets';
import { loadPlaylistAccess, canView, type PlaylistAccess } from '../../playlists/playlist-access';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_MAX_TRACKS, PLAYLIST_NAME_MAX } from '../../playlists/playlist-constants';
import type { SubsonicParams } from '../subsonic-params';
import { SUBSONIC_ERROR, SubsonicError, notFound } from '../subsonic-types';

const invalid = (message: string) => new SubsonicError(SUBSONIC_ERROR.generic, message);

/** A playlist name as the web app takes it (playlists/playlist-schemas.ts): trimmed, 1..100 characters. */
export function readName(params: SubsonicParams, name: string, required: boolean): string | undefined {
  const raw = params.get(name);
  if (raw === undefined) {
    if (required) throw new SubsonicError(SUBSONIC_ERROR.missingParameter, `Required parameter is missing: ${name}`);
    return undefined;
  }
  const value = raw.trim();
  if (!value) throw new SubsonicError(SUBSONIC_ERROR.missingParameter, `Required parameter is missing: ${name}`);
  if (value.length > PLAYLIST_NAME_MAX) throw invalid(`The name must not be greater than ${PLAYLIST_NAME_MAX} characters.`);
  return value;
}

/** The playlist comment is the web app's description: up to 1000 characters, an empty one stored as null. */
export function readComment(params: SubsonicParams): string | null | undefined {
  const raw = params.get('comment');
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if (value.length > PLAYLIST_DESCRIPTION_MAX) throw invalid(`The comment must not be greater than ${PLAYLIST_DESCRIPTION_MAX} characters.`);
  return value || null;
}

/**
 * Song ids to put in a playlist, each once (a playlist holds a song once, as
 * in the web app), checked to exist in one read: one unknown id is error 70.
 */
export async function requireSongs(db: Db, params: SubsonicParams, name: string): Promise<number[]> {
  const ids = [...new Set(params.ids(name))];
  if (ids.length > PLAYLIST_MAX_TRACKS) throw tooManyTracks();
  await requireTracks(db, ids);
  return ids;
}

export function tooManyTracks() {
  return invalid(`A playlist holds at most ${PLAYLIST_MAX_TRACKS} tracks.`);
}

/**
 * The playlist as the web app's rules see it (playlists/playlist-access.ts):
 * error 70 when it does not exist or is another user's private playlist
 * (never its data); error 50 when `role` is not met (only the owner edits
 * details or deletes; a follower of a collaborative playlist may also
 * change its songs).
 */
export async function playlistFor(db: Db, userId: number, raw: string, role: 'owner' | 'editor'): Promise<PlaylistAccess> {
  const id = Number(raw);
  const playlist = Number.isSafeInteger(id) && id > 0 ? await loadPlaylistAccess(db, id, userId) : null;
  if (!playlist || !canView(playlist, userId)) throw notFound('Playlist');
  const isOwner = playlist.owner_id === userId;
  if (!isOwner && !(role === 'editor' && playlist.collaborative && playlist.following)) {
    throw new SubsonicError(SUBSONIC_ERROR.notAuthorized, 'Only the owner may change this playlist.');
  }
  return playlist;
}

/** A smart playlist's songs follow its rules (issue 30): an app may change its details, not its songs. */
export function refuseSmartSongs(playlist: PlaylistAccess): void {
  if (playlist.smart) throw invalid("A smart playlist's songs follow its rules: change the rules in the web app.");
}

/** The playlist's song ids in its order (the order getPlaylist lists them; playlist_tracks_order_idx). */
export const playlistSongIds = async (db: Db, playlistId: number) =>
  (
    await db
      .select({ id: playlistTracks.track_id })
      .from(playlistTracks)
      .where(eq(playlistTracks.playlist_id, playlistId))
      .orderBy(asc(playlistTracks.position), asc(playlistTracks.track_id))
  ).map((row) => row.id);

/** `public`: true or false when given (error 0 for anything else), undefined when not. */
export function readPublic(params: SubsonicParams): boolean | undefined {
  const raw = params.get('public');
  if (raw === undefined) return undefined;
  if (!['true', 'false'].includes(raw.toLowerCase())) throw invalid(`Invalid value for parameter public: ${raw}`);
  return raw.toLowerCase() === 'true';
}
