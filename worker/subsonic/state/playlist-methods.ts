import { and, desc, eq, sql } from 'drizzle-orm';
import { follows, playlists, playlistTracks } from '../../../db/music-social';
import { users } from '../../../db/users';
import { isoNow } from '../../../db/columns';
import { userHasPermission } from '../../permissions/auth-user';
import { asBatch, type SqliteBatchItem } from '../../music/batch-rows';
import { appendTracks } from '../../playlists/track-routes';
import { recountPlaylist } from '../../playlists/playlist-queries';
import { CREATE_PLAYLISTS, playlistQuotaRefusal } from '../../playlists/create-routes';
import { playlistDeletion } from '../../playlists/detail-routes';
import { PLAYLIST_MAX_TRACKS } from '../../playlists/playlist-constants';
import { loadPlaylists } from '../payloads';
import { SUBSONIC_ERROR, SubsonicError, notFound, type SubsonicMethods, type SubsonicRequest } from '../subsonic-types';
import { playlistFor, playlistSongIds, readComment, readName, readPublic, refuseSmartSongs, requireSongs, tooManyTracks } from './playlist-input';

/*
 * Playlists are the web app's playlists (docs/api/subsonic.md, "One library,
 * two doors"): the same rows, counters (tracks_count, duration), limits
 * (playlists.create and its count restriction, 10,000 songs) and privacy (a
 * private playlist exists only for its owner: error 70 to anyone else).
 */

/**
 * getPlaylists: the user's library of playlists (the ones they own, most
 * recently changed first, then the ones they follow, newest follow first),
 * as the web library lists them; a followed playlist gone private drops out.
 * With `username` (another user's email), that user's public playlists.
 */
async function getPlaylists({ c, user, params }: SubsonicRequest) {
  const db = c.get('db');
  const username = params.get('username');
  let ids: number[];
  if (username && username.toLowerCase() !== user.email.toLowerCase()) {
    const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, username.toLowerCase())).limit(1);
    if (!other) throw notFound('User');
    const rows = await db
      .select({ id: playlists.id })
      .from(playlists)
      .where(and(eq(playlists.owner_id, other.id), eq(playlists.public, true)))
      .orderBy(desc(playlists.updated_at));
    ids = rows.map((row) => row.id);
  } else {
    const [owned, followed] = await db.batch([
      db.select({ id: playlists.id }).from(playlists).where(eq(playlists.owner_id, user.id)).orderBy(desc(playlists.updated_at)),
      db
        .select({ id: follows.followable_id })
        .from(follows)
        .where(and(eq(follows.follower_id, user.id), eq(follows.followable_type, 'playlist')))
        .orderBy(desc(follows.created_at)),
    ]);
    ids = [...owned, ...followed].map((row) => row.id);
  }
  return { playlists: { playlist: await loadPlaylists(db, user, ids) } };
}

/** A playlist with its songs; error 70 for a missing one or another user's private one. */
async function answerPlaylist({ c, user }: SubsonicRequest, id: number) {
  const [playlist] = await loadPlaylists(c.get('db'), user, [id], { entries: true });
  if (!playlist) throw notFound('Playlist');
  return { playlist };
}

async function getPlaylist(request: SubsonicRequest) {
  return answerPlaylist(request, request.params.id('id'));
}

/**
 * createPlaylist: with `name`, a new playlist of the `songId`s, PRIVATE (the
 * web app's default is public; an app's playlist stays the user's own until
 * updatePlaylist sets public=true), under playlists.create and its count
 * restriction (error 50). With `playlistId`, the owner's playlist gets
 * exactly these songs (and the name, when given).
 */
async function createPlaylist(request: SubsonicRequest) {
  const { c, user, params } = request;
  const db = c.get('db');
  const playlistId = params.get('playlistId');
  if (playlistId !== undefined) {
    const playlist = await playlistFor(db, user.id, playlistId, 'owner');
    refuseSmartSongs(playlist);
    const name = readName(params, 'name', false);
    const songs = await requireSongs(db, params, 'songId');
    const writes: SqliteBatchItem[] = [db.delete(playlistTracks).where(eq(playlistTracks.playlist_id, playlist.id))];
    if (songs.length) writes.push(appendTracks(db, playlist.id, user.id, songs));
    if (name) writes.push(db.update(playlists).set({ name }).where(eq(playlists.id, playlist.id)));
    await db.batch(asBatch([...writes, recountPlaylist(db, playlist.id)]));
    return answerPlaylist(request, playlist.id);
  }
  const name = readName(params, 'name', true)!;
  if (!userHasPermission(user, CREATE_PLAYLISTS)) throw new SubsonicError(SUBSONIC_ERROR.notAuthorized, 'You may not create playlists.');
  const songs = await requireSongs(db, params, 'songId');
  const refusal = await playlistQuotaRefusal(db, user);
  if (refusal) throw new SubsonicError(SUBSONIC_ERROR.notAuthorized, refusal);
  const [created] = await db.insert(playlists).values({ name, owner_id: user.id, public: false }).returning({ id: playlists.id });
  if (songs.length) await db.batch([appendTracks(db, created.id, user.id, songs), recountPlaylist(db, created.id)]);
  return answerPlaylist(request, created.id);
}

/** The removed positions (0-based, in getPlaylist's order) as song ids; error 0 for one that is not a position. */
function songsAt(order: number[], raw: string[]): number[] {
  return raw.map((value) => {
    const index = Number(value);
    if (value === '' || !Number.isSafeInteger(index) || index < 0 || index >= order.length) {
      throw new SubsonicError(SUBSONIC_ERROR.generic, `Invalid value for parameter songIndexToRemove: ${value}`);
    }
    return order[index];
  });
}

/**
 * updatePlaylist: the owner changes the name, comment (the description) and
 * public flag; the owner, or a follower of a collaborative playlist, adds
 * songs (`songIdToAdd`, at the end) and removes them by position
 * (`songIndexToRemove`). Everything is checked first, then written in one batch.
 */
async function updatePlaylist({ c, user, params }: SubsonicRequest) {
  const db = c.get('db');
  const detailsChange = params.has('name') || params.has('comment') || params.has('public');
  const playlist = await playlistFor(db, user.id, params.required('playlistId'), detailsChange ? 'owner' : 'editor');
  const name = readName(params, 'name', false);
  const description = readComment(params);
  const isPublic = readPublic(params);
  const added = await requireSongs(db, params, 'songIdToAdd');
  const removeRaw = params.getAll('songIndexToRemove');
  if (added.length || removeRaw.length) refuseSmartSongs(playlist);
  const removed = removeRaw.length ? songsAt(await playlistSongIds(db, playlist.id), removeRaw) : [];
  if (playlist.tracks_count - new Set(removed).size + added.length > PLAYLIST_MAX_TRACKS) throw tooManyTracks();
  const details = { ...(name ? { name } : {}), ...(description !== undefined ? { description } : {}), ...(isPublic !== undefined ? { public: isPublic } : {}) };
  const writes: SqliteBatchItem[] = [];
  if (Object.keys(details).length) writes.push(db.update(playlists).set({ ...details, updated_at: isoNow }).where(eq(playlists.id, playlist.id)));
  if (removed.length) {
    writes.push(db.delete(playlistTracks).where(and(eq(playlistTracks.playlist_id, playlist.id), sql`${playlistTracks.track_id} IN (SELECT value FROM json_each(${JSON.stringify(removed)}))`)));
  }
  if (added.length) writes.push(appendTracks(db, playlist.id, user.id, added));
  if (removed.length || added.length) writes.push(recountPlaylist(db, playlist.id));
  if (writes.length) await db.batch(asBatch(writes));
  return {};
}

/** deletePlaylist: the owner's only (error 50 for anyone else who can see it, 70 for who cannot). */
async function deletePlaylist({ c, user, params }: SubsonicRequest) {
  const db = c.get('db');
  const playlist = await playlistFor(db, user.id, params.required('id'), 'owner');
  await db.batch(playlistDeletion(db, playlist.id));
  return {};
}

export const playlistMethods: SubsonicMethods = { getPlaylists, getPlaylist, createPlaylist, updatePlaylist, deletePlaylist };
