import { Hono } from 'hono';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { follows, playlists } from '../../db/music-social';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { paginate, paginated } from '../http/pagination';
import { PlaylistPayload } from '../music/music-types';
import { requireAuth } from '../permissions/guard';
import { playlistColumns, toPlaylistPayload } from '../music/select/playlist-select';
import { pageQuery, pageWindow } from '../music/page-query';
import { responds } from '../http/responds';

/**
 * The library's playlists: owned ones (by creation) and followed ones (by
 * follow date), as one id list built from two index range reads rather than
 * an OR over every playlist.
 */
function libraryPlaylists(db: Db, userId: number) {
  return db
    .select({ playlist_id: sql<number>`${playlists.id}`.as('playlist_id'), added_at: sql<string>`${playlists.created_at}`.as('added_at') })
    .from(playlists)
    .where(eq(playlists.owner_id, userId))
    .unionAll(
      db
        .select({ playlist_id: sql<number>`${follows.followable_id}`.as('playlist_id'), added_at: sql<string>`${follows.created_at}`.as('added_at') })
        .from(follows)
        .where(and(eq(follows.follower_id, userId), eq(follows.followable_type, 'playlist'))),
    )
    .as('library');
}

/** docs/api/music.md, Library: owned and followed playlists, newest first; a followed one gone private drops out. */
export const libraryPlaylistRoutes = new Hono<AppEnv>().get('/me/library/playlists', requireAuth, validate('query', pageQuery), responds(paginated(PlaylistPayload)), async (c) => {
  const query = c.req.valid('query');
  const db = c.get('db');
  const userId = c.get('user')!.id;
  const library = libraryPlaylists(db, userId);
  const visible = or(eq(playlists.owner_id, userId), eq(playlists.public, true));
  const [rows, [{ total }]] = await db.batch([
    db
      .select(playlistColumns)
      .from(library)
      .innerJoin(playlists, eq(playlists.id, library.playlist_id))
      .innerJoin(users, eq(users.id, playlists.owner_id))
      .where(visible)
      .orderBy(desc(library.added_at), desc(playlists.id))
      .limit(query.perPage)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(library).innerJoin(playlists, eq(playlists.id, library.playlist_id)).where(visible),
  ]);
  return c.json(paginate(rows.map(toPlaylistPayload), query.page, query.perPage, total));
});
