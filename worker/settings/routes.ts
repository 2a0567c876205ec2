import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { adminSettings, updateSettings } from './settings-service';
import { responds } from '../http/responds';
import { JsonValue } from '../http/response-fields';
import { gatewayConfig } from '../billing/gateway-config';
import type { Db } from '../db';

const updateBody = z.object({ settings: z.record(z.string().max(100), z.unknown()) });

/**
 * Every setting by its dotted name, whether each secret is set (never its
 * value), and which payment gateways hold their keys, from settings or the
 * environment, whatever their switch says: the subscriptions subpage warns
 * before billing is turned on with none (issue 26).
 */
const settingsAnswer = z.object({
  settings: z.record(z.string(), JsonValue),
  secrets: z.record(z.string(), z.boolean()),
  gateway_keys: z.object({ stripe: z.boolean(), paypal: z.boolean() }),
});

async function answer(env: Env, db: Db) {
  const [settings, keys] = await Promise.all([adminSettings(env, db), gatewayConfig(env, db, { switchedOff: true })]);
  return { ...settings, gateway_keys: { stripe: keys.stripe !== null, paypal: keys.paypal !== null } };
}

/** docs/api/admin.md "Settings": secrets are write-only, so both answers carry only whether each is set. */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/settings', requirePermission('settings.update'), responds(settingsAnswer), async (c) => {
    return c.json(await answer(c.env, c.get('db')));
  })
  .post('/settings', requirePermission('settings.update'), validate('json', updateBody), responds(settingsAnswer), async (c) => {
    const { settings } = c.req.valid('json');
    await updateSettings(c.env, c.get('db'), settings);
    return c.json(await answer(c.env, c.get('db')));
  });
