import { Hono } from 'hono';
import type { AppEnv } from '../../types';
import { adminListRoutes } from '../list/list-routes';
import { tracksList } from './tracks-list';
import { albumsList } from './albums-list';
import { artistsList } from './artists-list';
import { artistWriteRoutes } from './artist-write';

const ADMIN = 'admin.access';

/**
 * docs/api/catalog-admin.md: the admin lists of tracks, albums and artists
 * (no public route answers these bare paths) and the artist write API. Track
 * and album writes are backstage's (worker/backstage/).
 */
export const catalogAdminRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/tracks', ADMIN, tracksList))
  .route('/', adminListRoutes('/albums', ADMIN, albumsList))
  .route('/', adminListRoutes('/artists', ADMIN, artistsList))
  .route('/', artistWriteRoutes);
