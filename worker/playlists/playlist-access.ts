import { and, eq, exists, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { userHasPermission, type AuthUser } from '../permissions/auth-user';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { follows, playlists } from '../../db/music-social';
import { forbidden, HttpError, notFound, unauthenticated } from '../http/errors';

export type PlaylistAccess = { id: number; owner_id: number; public: boolean; collaborative: boolean; following: boolean; tracks_count: number; smart: boolean };

/** What the access rules need about a playlist and the user, in one read. */
export async function loadPlaylistAccess(db: Db, id: number, userId: number): Promise<PlaylistAccess | null> {
  const following = db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.follower_id, userId), eq(follows.followable_type, 'playlist'), eq(follows.followable_id, id)));
  const [row] = await db
    .select({
      id: playlists.id,
      owner_id: playlists.owner_id,
      public: playlists.public,
      collaborative: playlists.collaborative,
      tracks_count: playlists.tracks_count,
      following: sql<number>`${exists(following)}`,
      smart: sql<number>`${playlists.rules} IS NOT NULL`,
    })
    .from(playlists)
    .where(eq(playlists.id, id))
    .limit(1);
  return row ? { ...row, following: Boolean(row.following), smart: Boolean(row.smart) } : null;
}

/** A private playlist exists only for its owner (404 to everyone else). */
export const canView = (playlist: { public: boolean; owner_id: number }, userId: number | null | undefined) =>
  playlist.public || playlist.owner_id === userId;

/** An administrator editing or deleting someone's playlist: the owner's handler passes the request on (`return next()`). */
export const yieldsToModerator = (user: AuthUser | null | undefined) => Boolean(user && userHasPermission(user, 'admin.access'));

/**
 * Login, then the playlist's rules (schema comment on `playlists`): only the
 * owner edits details or deletes; followers of a collaborative playlist may
 * also add, remove and reorder tracks. Runs before body validation, so a
 * stranger learns nothing from a 422.
 */
export const playlistGuard = (role: 'owner' | 'editor') =>
  createMiddleware<AppEnv & { Variables: { playlist: PlaylistAccess } }>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthenticated();
    if (user.banned_at) throw forbidden();
    // Moderators' edits and deletes are handled by the admin routes mounted after this one (worker/admin/moderation/playlists.ts).
    if (role === 'owner' && yieldsToModerator(user)) return next();
    const id = Number(c.req.param('id'));
    const playlist = Number.isSafeInteger(id) ? await loadPlaylistAccess(c.get('db'), id, user.id) : null;
    if (!playlist || !canView(playlist, user.id)) throw notFound();
    const isOwner = playlist.owner_id === user.id;
    if (!isOwner && !(role === 'editor' && playlist.collaborative && playlist.following)) throw forbidden();
    c.set('playlist', playlist);
    await next();
  });

/** A smart playlist's tracks are what its rules match (issue 30): adding, removing or reordering them answers this. */
export const smartTracksRefusal = () => new HttpError(409, "A smart playlist's tracks follow its rules: change the rules instead.");
