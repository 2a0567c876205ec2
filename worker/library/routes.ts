import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { likeRoutes } from './like-routes';
import { followRoutes } from './follow-routes';
import { repostRoutes } from './repost-routes';
import { libraryIdsRoutes } from './library-ids-routes';
import { libraryListRoutes } from './library-list-routes';
import { libraryPlaylistRoutes } from './library-playlist-routes';
import { historyRoutes } from './history-routes';

/** See docs/api/music.md, Library and social (login). */
export const libraryRoutes = new Hono<AppEnv>()
  .route('/', libraryIdsRoutes)
  .route('/', libraryListRoutes)
  .route('/', libraryPlaylistRoutes)
  .route('/', historyRoutes)
  .route('/', likeRoutes)
  .route('/', followRoutes)
  .route('/', repostRoutes);
