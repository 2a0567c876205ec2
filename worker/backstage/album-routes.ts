import { Hono } from 'hono';
import { asc, sql } from 'drizzle-orm';
import { albums } from '../../db/music-catalog';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { requireAnyPermission, requireAuth } from '../permissions/guard';
import { loadAlbumPage } from '../catalog/album-page';
import { ownedBy } from './backstage-access';
import { albumInputBody, albumUpdateBody, backstageParam } from './backstage-schemas';
import { publishAlbum, updateAlbum } from './album-publish';
import { BackstageAlbum, OwnAlbum } from './backstage-types';
import { OWN_ALBUMS_MAX, PUBLISHERS } from './backstage-constants';
import { inScope, scopeOf } from '../workspaces/content-scope';
import { queueRelease } from '../notifications/fanout-jobs';
import { responds } from '../http/responds';
import { z } from 'zod';
import { AlbumPagePayload } from '../music/music-types';

const ALBUM_PATH = '/backstage/albums/:id{[0-9]+}';

/** docs/api/uploads.md, Backstage publishing: albums; answers are the album page's payload. */
export const backstageAlbumRoutes = new Hono<AppEnv>()
  // The albums a track may join in this workspace: the workspace's, or (default workspace) the user's own.
  .get('/backstage/albums', requireAuth, requireAnyPermission(PUBLISHERS), responds(z.object({ albums: z.array(OwnAlbum) })), async (c) => {
    const own: OwnAlbum[] = await c
      .get('db')
      .select({ id: albums.id, name: albums.name })
      .from(albums)
      .where(inScope(scopeOf(c), 'album', sql.raw('"albums"."id"'), sql.raw('"albums"."owner_id"')))
      .orderBy(asc(albums.name), asc(albums.id))
      .limit(OWN_ALBUMS_MAX);
    return c.json({ albums: own });
  })
  .get(ALBUM_PATH, requireAuth, requireAnyPermission(PUBLISHERS), ownedBy('album'), validate('param', backstageParam), responds(z.object({ album: BackstageAlbum })), async (c) => {
    const { album, tracks } = await loadAlbumPage(c.get('db'), c.req.valid('param').id);
    return c.json({ album: { ...album, tracks } satisfies BackstageAlbum });
  })
  .post('/backstage/albums', requireAuth, requireAnyPermission(PUBLISHERS), validate('json', albumInputBody), responds(AlbumPagePayload, 201), async (c) => {
    const db = c.get('db');
    const { id, artistIds } = await publishAlbum({ db, media: c.env.MEDIA, scope: scopeOf(c) }, c.req.valid('json'));
    // Followers of the credited artists hear of it through the queue, never in this request.
    await queueRelease(c.env, { kind: 'album', id }, artistIds, c.get('user')!.id, new URL(c.req.url).origin);
    return c.json(await loadAlbumPage(db, id), 201);
  })
  .put(
    ALBUM_PATH,
    requireAuth,
    requireAnyPermission(PUBLISHERS),
    ownedBy('album'),
    validate('param', backstageParam),
    validate('json', albumUpdateBody),
    responds(AlbumPagePayload),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      await updateAlbum({ db, media: c.env.MEDIA, scope: scopeOf(c) }, id, c.req.valid('json'));
      return c.json(await loadAlbumPage(db, id));
    },
  );
