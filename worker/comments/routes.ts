import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { commentListRoutes } from './list-routes';
import { commentCreateRoutes } from './create-routes';
import { commentDeleteRoutes } from './delete-routes';

/** See docs/api/music.md, Library and social: comments on tracks and albums. */
export const commentRoutes = new Hono<AppEnv>().route('/', commentListRoutes).route('/', commentCreateRoutes).route('/', commentDeleteRoutes);
