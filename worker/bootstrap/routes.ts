import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { buildBootstrapData } from './bootstrap-data';
import { responds } from '../http/responds';
import { BootstrapAnswer } from '../api-docs/bootstrap-data-schema';

export const bootstrapRoutes = new Hono<AppEnv>().get('/bootstrap-data', responds(BootstrapAnswer), async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ bootstrapData: await buildBootstrapData(c) });
});
