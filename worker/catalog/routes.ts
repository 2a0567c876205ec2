import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { channelRoutes } from './channel-routes';
import { artistRoutes } from './artist-routes';
import { albumRoutes } from './album-routes';
import { trackRoutes } from './track-routes';
import { genreRoutes } from './genre-routes';
import { tagRoutes } from './tag-routes';
import { userProfileRoutes } from './user-profile-routes';

/** See docs/api/music.md, Catalog: browsing, all behind music.view. */
export const catalogRoutes = new Hono<AppEnv>()
  .route('/', channelRoutes)
  .route('/', artistRoutes)
  .route('/', albumRoutes)
  .route('/', trackRoutes)
  .route('/', genreRoutes)
  .route('/', tagRoutes)
  .route('/', userProfileRoutes);
