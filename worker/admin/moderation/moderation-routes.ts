import { Hono } from 'hono';
import type { AppEnv } from '../../types';
import { genreModerationRoutes } from './genres';
import { playlistModerationRoutes } from './playlists';
import { lyricsModerationRoutes } from './lyrics';
import { commentModerationRoutes } from './comments';

/** docs/api/catalog-moderation.md: genres, playlists, lyrics and comments in the admin area (admin.access). */
export const moderationRoutes = new Hono<AppEnv>()
  .route('/', genreModerationRoutes)
  .route('/', playlistModerationRoutes)
  .route('/', lyricsModerationRoutes)
  .route('/', commentModerationRoutes);
