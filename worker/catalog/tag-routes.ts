import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { tags } from '../../db/music-catalog';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { notFound } from '../http/errors';
import { paginate, paginated } from '../http/pagination';
import { selectTags } from '../music/list-queries';
import { MUSIC_PER_PAGE, pageQuery, pageWindow } from '../music/page-query';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { AlbumPayload, TagPagePayload, TrackPayload } from '../music/music-types';
import { nameParam } from './catalog-params';
import { countTagAlbums, countTagTracks, tagAlbums, tagTracks } from './tag-lists';

/** docs/api/music.md, Catalog: a tag's page (first page of each list) and its lists. */
export const tagRoutes = new Hono<AppEnv>()
  .get('/tags/:name', requirePermission('music.view'), validate('param', nameParam), responds(TagPagePayload), async (c) => {
    const { name } = c.req.valid('param');
    const db = c.get('db');
    const [[tag], trackRows, albumRows] = await db.batch([
      selectTags(db).where(eq(tags.name, name)),
      tagTracks(db, name).limit(MUSIC_PER_PAGE.default),
      tagAlbums(db, name).limit(MUSIC_PER_PAGE.default),
    ]);
    if (!tag) throw notFound();
    return c.json({ tag, tracks: trackRows.map(toTrackPayload), albums: albumRows.map(toAlbumPayload) } satisfies TagPagePayload);
  })
  .get('/tags/:name/tracks', requirePermission('music.view'), validate('param', nameParam), validate('query', pageQuery), responds(paginated(TrackPayload)), async (c) => {
    const { name } = c.req.valid('param');
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const db = c.get('db');
    const [[tag], rows, [{ total }]] = await db.batch([
      selectTags(db).where(eq(tags.name, name)),
      tagTracks(db, name).limit(limit).offset(offset),
      countTagTracks(db, name),
    ]);
    if (!tag) throw notFound();
    return c.json(paginate(rows.map(toTrackPayload), query.page, query.perPage, total));
  })
  .get('/tags/:name/albums', requirePermission('music.view'), validate('param', nameParam), validate('query', pageQuery), responds(paginated(AlbumPayload)), async (c) => {
    const { name } = c.req.valid('param');
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const db = c.get('db');
    const [[tag], rows, [{ total }]] = await db.batch([
      selectTags(db).where(eq(tags.name, name)),
      tagAlbums(db, name).limit(limit).offset(offset),
      countTagAlbums(db, name),
    ]);
    if (!tag) throw notFound();
    return c.json(paginate(rows.map(toAlbumPayload), query.page, query.perPage, total));
  });
