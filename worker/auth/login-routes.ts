import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { forbidden, ValidationError } from '../http/errors';
import { botTokenField, requireHuman } from '../bot-check/require-human';
import { buildBootstrapData } from '../bootstrap/bootstrap-data';
import { currentPasswordField, emailField, twoFactorCodeField, WRONG_TWO_FACTOR_CODE } from './auth-fields';
import { checkCredentials } from './credentials';
import { clearAttempts, limitAttempts } from './attempt-limits';
import { signIn } from './sign-in';
import { endSession } from './sessions';
import { consumeTwoFactorChallenge, findTwoFactorChallenge, startTwoFactorChallenge } from './two-factor-challenge';
import { verifyTotp } from './totp';
import { useRecoveryCode } from './recovery-codes';
import { RECOVERY_CODE_LENGTH } from './auth-constants';
import { responds } from '../http/responds';
import { LoginAnswer, SignedIn } from '../api-docs/account-answers';
import { BootstrapAnswer } from '../api-docs/bootstrap-data-schema';

/** docs/api/accounts.md: one message, whichever of email or password was wrong. */
export const WRONG_CREDENTIALS = 'These credentials do not match our records.';
const WRONG_RECOVERY_CODE = 'The provided two factor recovery code was invalid.';
const CHALLENGE_EXPIRED = 'This sign-in has expired. Please log in again.';

const loginBody = z.object({
  email: emailField,
  password: currentPasswordField(),
  // SPEC section 9: 'Stay signed in for a month' defaults on.
  remember: z.boolean().default(true),
  recaptcha_token: botTokenField,
});

/** SPEC sections 5 and 9: a code of exactly 6 digits, or a recovery code of exactly 21 characters. */
const challengeBody = z
  .object({
    code: twoFactorCodeField.optional(),
    recovery_code: z
      .string()
      .length(RECOVERY_CODE_LENGTH, `The recovery code must be ${RECOVERY_CODE_LENGTH} characters.`)
      .optional(),
  })
  .refine((body) => body.code !== undefined || body.recovery_code !== undefined, {
    path: ['code'],
    message: 'The code field is required.',
  });

export const loginRoutes = new Hono<AppEnv>()
  /** SPEC section 4: a two-factor account gets `two_factor` and a pending challenge instead of a session. */
  .post('/login', validate('json', loginBody), requireHuman('login'), responds(LoginAnswer), async (c) => {
    const { email, password, remember } = c.req.valid('json');
    await limitAttempts(c, 'login', email);
    const user = await checkCredentials(c.get('db'), email, password);
    if (!user) throw ValidationError.field('email', WRONG_CREDENTIALS);
    await clearAttempts(c, 'login', email);
    // Checked after the password, so only the owner learns the account is suspended.
    if (user.banned_at) throw forbidden();
    if (user.two_factor_confirmed_at) {
      await startTwoFactorChallenge(c, user.id, remember);
      return c.json({ two_factor: true });
    }
    return c.json({ status: 'success', bootstrapData: await signIn(c, user.id, remember) });
  })

  .post('/two-factor-challenge', validate('json', challengeBody), responds(SignedIn), async (c) => {
    const db = c.get('db');
    const pending = await findTwoFactorChallenge(c);
    if (!pending) throw ValidationError.field('code', CHALLENGE_EXPIRED);
    await limitAttempts(c, 'two-factor', pending.userId);
    const [user] = await db.select().from(users).where(eq(users.id, pending.userId)).limit(1);
    if (!user?.two_factor_secret || !user.two_factor_confirmed_at) throw ValidationError.field('code', CHALLENGE_EXPIRED);

    const { code, recovery_code } = c.req.valid('json');
    if (code !== undefined) {
      if (!(await verifyTotp(db, user.id, user.two_factor_secret, code))) throw ValidationError.field('code', WRONG_TWO_FACTOR_CODE);
    } else if (!(await useRecoveryCode(db, user.id, user.two_factor_recovery_codes, recovery_code!))) {
      throw ValidationError.field('recovery_code', WRONG_RECOVERY_CODE);
    }
    if (!(await consumeTwoFactorChallenge(c, pending.id))) throw ValidationError.field('code', CHALLENGE_EXPIRED);
    await clearAttempts(c, 'two-factor', user.id);
    if (user.banned_at) throw forbidden();
    return c.json({ status: 'success', bootstrapData: await signIn(c, user.id, pending.remember) });
  })

  /** SPEC section 4: the answer is a guest's bootstrap data, which the client applies. */
  .post('/logout', responds(BootstrapAnswer), async (c) => {
    await endSession(c);
    c.set('user', null);
    c.set('sessionId', null);
    c.set('authVia', null);
    return c.json({ bootstrapData: await buildBootstrapData(c) });
  });
