import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { playlistCreateRoutes } from './create-routes';
import { playlistDetailRoutes } from './detail-routes';
import { playlistTrackRoutes } from './track-routes';
import { playlistOrderRoutes } from './order-routes';
import { nspRoutes } from './smart/nsp-routes';
import { previewRoutes } from './smart/preview-routes';

/** See docs/api/music.md, Playlists. */
export const playlistRoutes = new Hono<AppEnv>()
  .route('/', playlistCreateRoutes)
  .route('/', playlistDetailRoutes)
  .route('/', playlistTrackRoutes)
  .route('/', playlistOrderRoutes)
  .route('/', nspRoutes)
  .route('/', previewRoutes);
