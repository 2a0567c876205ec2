import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { AlbumPagePayload } from '../music/music-types';
import { idParam } from './catalog-params';
import { loadAlbumPage } from './album-page';
import { memoizedJson } from '../cache/memory-cache';

/** docs/api/music.md, Catalog: the album page. */
export const albumRoutes = new Hono<AppEnv>().get('/albums/:id', requirePermission('music.view'), validate('param', idParam), responds(AlbumPagePayload), async (c) => {
  const { id } = c.req.valid('param');
  return memoizedJson(c, `album:${id}`, () => loadAlbumPage(c.get('db'), id));
});
