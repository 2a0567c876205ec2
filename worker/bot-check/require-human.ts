import { createMiddleware } from 'hono/factory';
import { clientAddress } from '../http/client-address';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { HttpError } from '../http/errors';
import { getSettings } from '../settings/settings-service';
import { withSecrets } from '../settings/secrets';
import { BOT_CHECK_SECRET, verifyHumanToken } from './verify-token';

/** The actions with a `recaptcha.enable.<action>` setting. */
export type BotCheckAction = 'register' | 'login' | 'forgot_password' | 'contact';

/** Widget tokens run to about 2 KB (Turnstile documents up to 2048 characters). */
export const BOT_TOKEN_MAX_LENGTH = 4096;
/** The `recaptcha_token` field of protected bodies; requireHuman reads it. */
export const botTokenField = z.string().max(BOT_TOKEN_MAX_LENGTH).optional();

/** SPEC sections 5 and 8: a 422 with only a message, shown as a toast. */
export const BOT_CHECK_FAILED = 'Could not verify you are human.';

/**
 * When the bot check is on for `action`, the JSON body's `recaptcha_token`
 * must pass it. Mount after the body validator: the body is parsed once and
 * Hono hands this middleware the cached copy.
 */
export function requireHuman(action: BotCheckAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const settings = await getSettings(c.env, c.get('db'));
    if (settings[`recaptcha.enable.${action}`] === true) {
      const body: unknown = await c.req.json().catch(() => null);
      const token = (body as { recaptcha_token?: unknown } | null)?.recaptcha_token;
      const withKey = await withSecrets(c.get('db'), settings, [BOT_CHECK_SECRET]);
      const human = await verifyHumanToken(withKey, typeof token === 'string' ? token : undefined, clientAddress(c));
      if (!human) throw new HttpError(422, BOT_CHECK_FAILED);
    }
    await next();
  });
}
