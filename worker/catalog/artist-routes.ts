import { Hono } from 'hono';
import { count, desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { albumArtists, artists, trackArtists, tracks } from '../../db/music-catalog';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { AlbumPayload, ArtistPagePayload, TrackPayload } from '../music/music-types';
import { notFound } from '../http/errors';
import { paginate, paginated } from '../http/pagination';
import { pageQuery, pageWindow } from '../music/page-query';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { idParam } from './catalog-params';
import { artistAlbums, artistTracks, loadArtistPage } from './artist-page';
import { memoizedJson } from '../cache/memory-cache';

/** docs/api/music.md, Catalog: the artist page and its "see all" lists. */
export const artistRoutes = new Hono<AppEnv>()
  .get('/artists/:id', requirePermission('music.view'), validate('param', idParam), responds(ArtistPagePayload), async (c) => {
    const { id } = c.req.valid('param');
    return memoizedJson(c, `artist:${id}`, () => loadArtistPage(c.get('db'), id));
  })
  .get('/artists/:id/tracks', requirePermission('music.view'), validate('param', idParam), validate('query', pageQuery), responds(paginated(TrackPayload)), async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const db = c.get('db');
    const [[artist], rows, [{ total }]] = await db.batch([
      db.select({ id: artists.id }).from(artists).where(eq(artists.id, id)),
      artistTracks(db, id).orderBy(desc(tracks.plays), desc(tracks.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(trackArtists).where(eq(trackArtists.artist_id, id)),
    ]);
    if (!artist) throw notFound();
    return c.json(paginate(rows.map(toTrackPayload), query.page, query.perPage, total));
  })
  .get('/artists/:id/albums', requirePermission('music.view'), validate('param', idParam), validate('query', pageQuery), responds(paginated(AlbumPayload)), async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const db = c.get('db');
    const [[artist], rows, [{ total }]] = await db.batch([
      db.select({ id: artists.id }).from(artists).where(eq(artists.id, id)),
      artistAlbums(db, id).limit(limit).offset(offset),
      db.select({ total: count() }).from(albumArtists).where(eq(albumArtists.artist_id, id)),
    ]);
    if (!artist) throw notFound();
    return c.json(paginate(rows.map(toAlbumPayload), query.page, query.perPage, total));
  });
