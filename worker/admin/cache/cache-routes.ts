import { Hono } from 'hono';
import type { AppEnv } from '../../types';
import { requirePermission } from '../../permissions/guard';
import { clearCaches } from './clear-caches';
import { responds } from '../../http/responds';
import { z } from 'zod';

/**
 * docs/api/admin.md "Settings": the cache subpage's action, POST
 * settings/cache/clear. GET and POST settings themselves are
 * worker/settings/routes.ts.
 */
export const cacheRoutes = new Hono<AppEnv>().post('/settings/cache/clear', requirePermission('settings.update'), responds(z.object({ cleared: z.object({ kv_keys: z.array(z.string()), more_kv_keys: z.boolean(), memory: z.array(z.string()) }) })), async (c) => {
  return c.json({ cleared: await clearCaches(c.env) });
});
