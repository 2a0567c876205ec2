import { Hono } from 'hono';
import type { AppEnv } from '../types';

/** See docs/api/music.md. */
export const catalogRoutes = new Hono<AppEnv>();
