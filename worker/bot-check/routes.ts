import { Hono } from 'hono';
import { clientAddress } from '../http/client-address';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { hitRateLimit } from '../http/rate-limit';
import { getSettings } from '../settings/settings-service';
import { withSecrets } from '../settings/secrets';
import { BOT_CHECK_SECRET, botCheckConfigured, verifyHumanToken } from './verify-token';
import { BOT_TOKEN_MAX_LENGTH } from './require-human';
import { responds } from '../http/responds';

const verifyBody = z.object({
  token: z.string({ error: 'The token field is required.' }).min(1, 'The token field is required.').max(BOT_TOKEN_MAX_LENGTH),
});

/** Each check costs a call to the provider: a client address gets this many a minute. */
const VERIFY_LIMIT = { max: 30, windowSeconds: 60 };

/** SPEC section 7, POST recaptcha/verify: the client asks whether a widget token passes. */
export const botCheckRoutes = new Hono<AppEnv>().post('/recaptcha/verify', validate('json', verifyBody), responds(z.object({ success: z.boolean() })), async (c) => {
  const settings = await withSecrets(c.get('db'), await getSettings(c.env, c.get('db')), [BOT_CHECK_SECRET]);
  // Without keys there is no provider to ask: no outbound call, no counter to write.
  if (!botCheckConfigured(settings)) return c.json({ success: false });
  const ip = clientAddress(c);
  await hitRateLimit(c.get('db'), `recaptcha-verify:${ip ?? 'unknown'}`, VERIFY_LIMIT.max, VERIFY_LIMIT.windowSeconds);
  return c.json({ success: await verifyHumanToken(settings, c.req.valid('json').token, ip) });
});
