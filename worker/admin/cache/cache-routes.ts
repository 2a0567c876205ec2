import { Hono } from 'hono';
import type { AppEnv } from '../../types';
import { requirePermission } from '../../permissions/guard';
import { clearCaches } from './clear-caches';

/**
 * docs/api/admin.md "Settings": the cache subpage's action, POST
 * settings/cache/clear. GET and POST settings themselves are
 * worker/settings/routes.ts.
 */
export const cacheRoutes = new Hono<AppEnv>().post('/settings/cache/clear', requirePermission('settings.update'), async (c) => {
  return c.json({ cleared: await clearCaches(c.env) });
});
