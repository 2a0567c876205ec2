import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { ValidationError } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { loadAuthUser } from '../permissions/load-user';
import { getSettings } from '../settings/settings-service';
import { botTokenField, requireHuman } from '../bot-check/require-human';
import { confirmsPassword, currentPasswordField, emailField, newPasswordField, requiredString } from './auth-fields';
import { limitAttempts } from './attempt-limits';
import { hashPassword, verifyPassword } from './password';
import { revokeOtherSessions } from './sessions';
import { resetPassword, sendPasswordResetLink } from './password-reset';
import { isPasswordConfirmed, markPasswordConfirmed, PASSWORD_CONFIRMATION_SECONDS } from './password-confirmation';
import { PASSWORD_MAX_LENGTH } from './auth-constants';
import { responds } from '../http/responds';
import { ConfirmedAnswer } from '../api-docs/account-answers';
import { MessageAnswer } from '../http/response-fields';
import { UserAnswer } from '../users/user-schema';

const PASSWORD_INCORRECT = 'The provided password was incorrect.';
/** The same answer whether or not the email has an account (docs/api/accounts.md). */
export const RESET_LINK_SENT = 'If that email belongs to an account, we have sent it a password reset link.';
const RESET_TOKEN_INVALID = 'This password reset token is invalid.';

const confirmationField = requiredString('password_confirmation', PASSWORD_MAX_LENGTH);

const forgotBody = z.object({ email: emailField, recaptcha_token: botTokenField });
const resetBody = confirmsPassword(
  z.object({ token: requiredString('token', 200), email: emailField, password: newPasswordField, password_confirmation: confirmationField }),
);
const changeBody = confirmsPassword(
  z.object({ current_password: currentPasswordField('current_password'), password: newPasswordField, password_confirmation: confirmationField }),
);
const statusQuery = z.object({
  // A client may ask about a shorter window, never a longer one than SPEC section 9's 9000 s.
  seconds: z.coerce.number().int().positive().optional().transform((s) => Math.min(s ?? PASSWORD_CONFIRMATION_SECONDS, PASSWORD_CONFIRMATION_SECONDS)),
});
const confirmBody = z.object({ password: currentPasswordField() });

async function storedPassword(db: Db, userId: number) {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.password ?? null;
}

export const passwordRoutes = new Hono<AppEnv>()
  /**
   * The link is made and mailed after the answer (waitUntil), so an existing
   * email neither changes the body nor slows the response.
   */
  .post('/forgot-password', validate('json', forgotBody), requireHuman('forgot_password'), responds(MessageAnswer), async (c) => {
    const { email } = c.req.valid('json');
    const db = c.get('db');
    await limitAttempts(c, 'forgot-password', email);
    const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
    if (user) {
      const origin = new URL(c.req.url).origin;
      const siteName = String((await getSettings(c.env, db))['branding.site_name']);
      c.executionCtx.waitUntil(
        sendPasswordResetLink(c.env, db, user, origin, siteName).catch((error) => console.error('Password reset email failed', error)),
      );
    }
    return c.json({ message: RESET_LINK_SENT });
  })

  .post('/reset-password', validate('json', resetBody), responds(MessageAnswer), async (c) => {
    const { token, email, password } = c.req.valid('json');
    if (!(await resetPassword(c.env, c.get('db'), { token, email, password }))) throw ValidationError.field('email', RESET_TOKEN_INVALID);
    return c.json({ message: 'Your password has been reset!' });
  })

  /** Changing the password ends every other session of the account; this one stays. */
  .put('/user/password', requireAuth, validate('json', changeBody), responds(UserAnswer), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    const { current_password, password } = c.req.valid('json');
    await limitAttempts(c, 'confirm-password', user.id);
    if (!(await verifyPassword(current_password, await storedPassword(db, user.id)))) {
      throw ValidationError.field('current_password', PASSWORD_INCORRECT);
    }
    await db
      .update(users)
      .set({ password: await hashPassword(password), updated_at: new Date().toISOString() })
      .where(eq(users.id, user.id));
    await revokeOtherSessions(db, user.id, c.get('sessionId'));
    return c.json({ user: await loadAuthUser(db, user.id) });
  })

  .get('/user/confirmed-password-status', requireAuth, validate('query', statusQuery), responds(ConfirmedAnswer), async (c) => {
    return c.json({ confirmed: await isPasswordConfirmed(c, c.req.valid('query').seconds) });
  })

  .post('/user/confirm-password', requireAuth, validate('json', confirmBody), responds(ConfirmedAnswer), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    await limitAttempts(c, 'confirm-password', user.id);
    if (!(await verifyPassword(c.req.valid('json').password, await storedPassword(db, user.id)))) {
      throw ValidationError.field('password', PASSWORD_INCORRECT);
    }
    await markPasswordConfirmed(c);
    return c.json({ confirmed: true });
  });
