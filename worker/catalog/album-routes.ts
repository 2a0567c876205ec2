import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { idParam } from './catalog-params';
import { loadAlbumPage } from './album-page';

/** docs/api/music.md, Catalog: the album page. */
export const albumRoutes = new Hono<AppEnv>().get('/albums/:id', requirePermission('music.view'), validate('param', idParam), async (c) => {
  return c.json(await loadAlbumPage(c.get('db'), c.req.valid('param').id));
});
