import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { HttpError, ValidationError } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { loadAuthUser } from '../permissions/load-user';
import { getSettings } from '../settings/settings-service';
import { emailField } from './auth-fields';
import { limitAttempts } from './attempt-limits';
import { sendVerificationCode, verifyEmailCode } from './email-verification';
import { VERIFICATION_CODE_LENGTH } from './auth-constants';
import { responds } from '../http/responds';
import { MessageAnswer } from '../http/response-fields';
import { UserAnswer } from '../users/user-schema';

const MESSAGES = {
  alreadyVerified: 'Your email is already verified.',
  notYourEmail: 'The email does not match your account.',
  wrong: 'The verification code is invalid.',
  expired: 'The verification code has expired. Please request a new one.',
  notSent: 'The email could not be sent. Please try again later.',
};

/** SPEC sections 5 and 9: required, numeric, 6 digits. */
const codeBody = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), `The code must be ${VERIFICATION_CODE_LENGTH} digits.`),
});

/**
 * The verify-email screen (SPEC section 2) of a signed-in, unverified user.
 * Codes only ever go to the account's own address, never to one a request
 * names, so this cannot be used to mail strangers.
 */
export const emailVerificationRoutes = new Hono<AppEnv>()
  .post('/resend-email-verification', requireAuth, validate('json', z.object({ email: emailField })), responds(MessageAnswer), async (c) => {
    const user = c.get('user')!;
    if (user.email_verified_at) throw ValidationError.field('email', MESSAGES.alreadyVerified);
    if (c.req.valid('json').email !== user.email.toLowerCase()) throw ValidationError.field('email', MESSAGES.notYourEmail);
    await limitAttempts(c, 'resend-verification', user.id);
    const db = c.get('db');
    const siteName = String((await getSettings(c.env, db))['branding.site_name']);
    const sent = await sendVerificationCode(c.env, db, user, siteName);
    if (sent.status === 'failed') throw new HttpError(503, MESSAGES.notSent);
    return c.json({ message: 'Email sent' });
  })

  .post('/validate-email-verification-otp', requireAuth, validate('json', codeBody), responds(UserAnswer), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    if (!user.email_verified_at) {
      const result = await verifyEmailCode(db, user.id, c.req.valid('json').code);
      if (result !== 'verified') throw ValidationError.field('code', MESSAGES[result]);
    }
    return c.json({ user: await loadAuthUser(db, user.id) });
  });
