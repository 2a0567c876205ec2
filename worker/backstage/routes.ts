import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { backstageTrackRoutes } from './track-routes';
import { backstageAlbumRoutes } from './album-routes';
import { backstageOwnCatalogRoutes } from './own-catalog-routes';
import { requireWorkspaceScope } from '../workspaces/content-scope';

/** docs/api/uploads.md, Backstage publishing (music.create), in the workspace the client sends (docs/decisions/013). */
export const backstageRoutes = new Hono<AppEnv>()
  .use('/backstage/*', requireWorkspaceScope)
  .route('/', backstageOwnCatalogRoutes)
  .route('/', backstageTrackRoutes)
  .route('/', backstageAlbumRoutes);
