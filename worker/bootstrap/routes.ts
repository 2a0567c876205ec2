import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { buildBootstrapData } from './bootstrap-data';

export const bootstrapRoutes = new Hono<AppEnv>().get('/bootstrap-data', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ bootstrapData: await buildBootstrapData(c) });
});
