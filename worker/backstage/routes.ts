import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { backstageTrackRoutes } from './track-routes';
import { backstageAlbumRoutes } from './album-routes';

/** docs/api/uploads.md, Backstage publishing (music.create). */
export const backstageRoutes = new Hono<AppEnv>().route('/', backstageTrackRoutes).route('/', backstageAlbumRoutes);
