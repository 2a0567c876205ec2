import { Hono } from 'hono';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { albums, artists, tracks } from '../../db/music-catalog';
import { follows, likes } from '../../db/music-social';
import { validate } from '../http/validate';
import { paginate, paginated } from '../http/pagination';
import { AlbumPayload, ArtistPayload, TrackPayload } from '../music/music-types';
import { requireAuth } from '../permissions/guard';
import { trackColumns, toTrackPayload } from '../music/select/track-select';
import { albumColumns, toAlbumPayload } from '../music/select/album-select';
import { artistColumns, toArtistPayload } from '../music/select/artist-select';
import { pageQuery, pageWindow } from '../music/page-query';
import { responds } from '../http/responds';

/**
 * docs/api/music.md, Library: liked tracks and albums, followed artists, each
 * newest first; a page and its total in one batch. Rows whose item was
 * deleted drop out through the inner join.
 */
export const libraryListRoutes = new Hono<AppEnv>()
  .get('/me/library/tracks', requireAuth, validate('query', pageQuery), responds(paginated(TrackPayload)), async (c) => {
    const query = c.req.valid('query');
    const db = c.get('db');
    const liked = and(eq(likes.user_id, c.get('user')!.id), eq(likes.likeable_type, 'track'));
    const [rows, [{ total }]] = await db.batch([
      db
        .select(trackColumns)
        .from(likes)
        .innerJoin(tracks, eq(tracks.id, likes.likeable_id))
        .leftJoin(albums, eq(albums.id, tracks.album_id))
        .where(liked)
        .orderBy(desc(likes.created_at), desc(likes.likeable_id))
        .limit(query.perPage)
        .offset(pageWindow(query).offset),
      db.select({ total: count() }).from(likes).innerJoin(tracks, eq(tracks.id, likes.likeable_id)).where(liked),
    ]);
    return c.json(paginate(rows.map(toTrackPayload), query.page, query.perPage, total));
  })
  .get('/me/library/albums', requireAuth, validate('query', pageQuery), responds(paginated(AlbumPayload)), async (c) => {
    const query = c.req.valid('query');
    const db = c.get('db');
    const liked = and(eq(likes.user_id, c.get('user')!.id), eq(likes.likeable_type, 'album'));
    const [rows, [{ total }]] = await db.batch([
      db
        .select(albumColumns)
        .from(likes)
        .innerJoin(albums, eq(albums.id, likes.likeable_id))
        .where(liked)
        .orderBy(desc(likes.created_at), desc(likes.likeable_id))
        .limit(query.perPage)
        .offset(pageWindow(query).offset),
      db.select({ total: count() }).from(likes).innerJoin(albums, eq(albums.id, likes.likeable_id)).where(liked),
    ]);
    return c.json(paginate(rows.map(toAlbumPayload), query.page, query.perPage, total));
  })
  .get('/me/library/artists', requireAuth, validate('query', pageQuery), responds(paginated(ArtistPayload)), async (c) => {
    const query = c.req.valid('query');
    const db = c.get('db');
    const followed = and(eq(follows.follower_id, c.get('user')!.id), eq(follows.followable_type, 'artist'));
    const [rows, [{ total }]] = await db.batch([
      db
        .select(artistColumns)
        .from(follows)
        .innerJoin(artists, eq(artists.id, follows.followable_id))
        .where(followed)
        .orderBy(desc(follows.created_at), desc(follows.followable_id))
        .limit(query.perPage)
        .offset(pageWindow(query).offset),
      db.select({ total: count() }).from(follows).innerJoin(artists, eq(artists.id, follows.followable_id)).where(followed),
    ]);
    return c.json(paginate(rows.map(toArtistPayload), query.page, query.perPage, total));
  });
