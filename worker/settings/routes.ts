import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { adminSettings, updateSettings } from './settings-service';
import { responds } from '../http/responds';
import { JsonValue } from '../http/response-fields';

const updateBody = z.object({ settings: z.record(z.string().max(100), z.unknown()) });

/** Every setting by its dotted name, and whether each secret is set (never its value). */
const settingsAnswer = z.object({ settings: z.record(z.string(), JsonValue), secrets: z.record(z.string(), z.boolean()) });

/** docs/api/admin.md "Settings": secrets are write-only, so both answers carry only whether each is set. */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/settings', requirePermission('settings.update'), responds(settingsAnswer), async (c) => {
    return c.json(await adminSettings(c.env, c.get('db')));
  })
  .post('/settings', requirePermission('settings.update'), validate('json', updateBody), responds(settingsAnswer), async (c) => {
    const { settings } = c.req.valid('json');
    await updateSettings(c.env, c.get('db'), settings);
    return c.json(await adminSettings(c.env, c.get('db')));
  });
