import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { hitRateLimit } from '../http/rate-limit';
import { getSettings } from '../settings/settings-service';
import { verifyHumanToken } from './verify-token';
import { BOT_TOKEN_MAX_LENGTH } from './require-human';

const verifyBody = z.object({
  token: z.string({ error: 'The token field is required.' }).min(1, 'The token field is required.').max(BOT_TOKEN_MAX_LENGTH),
});

/** Each check costs a call to the provider: a client address gets this many a minute. */
const VERIFY_LIMIT = { max: 30, windowSeconds: 60 };

/** SPEC section 7, POST recaptcha/verify: the client asks whether a widget token passes. */
export const botCheckRoutes = new Hono<AppEnv>().post('/recaptcha/verify', validate('json', verifyBody), async (c) => {
  const ip = c.req.header('cf-connecting-ip') ?? null;
  await hitRateLimit(c.get('db'), `recaptcha-verify:${ip ?? 'unknown'}`, VERIFY_LIMIT.max, VERIFY_LIMIT.windowSeconds);
  const settings = await getSettings(c.env, c.get('db'));
  return c.json({ success: await verifyHumanToken(settings, c.req.valid('json').token, ip) });
});
