import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { renderSVG } from 'uqr';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { users } from '../../db/users';
import { rateLimits } from '../../db/logs';
import { validate } from '../http/validate';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { loadAuthUser } from '../permissions/load-user';
import { getSettings } from '../settings/settings-service';
import { requireConfirmedPassword } from './password-confirmation';
import { limitAttempts } from './attempt-limits';
import { createTotpSecret, totpStepKey, totpUri, verifyTotp } from './totp';
import { generateRecoveryCodes } from './recovery-codes';
import { twoFactorCodeField, WRONG_TWO_FACTOR_CODE } from './auth-fields';
import { responds } from '../http/responds';
import { QrCodeAnswer, RecoveryCodesAnswer } from '../api-docs/account-answers';
import { UserAnswer } from '../users/user-schema';

const ALREADY_ENABLED = 'Two factor authentication is already enabled.';
const NOT_ENABLED = 'Two factor authentication is not enabled.';

async function twoFactorState(db: Db, userId: number) {
  const [row] = await db
    .select({ secret: users.two_factor_secret, confirmed_at: users.two_factor_confirmed_at })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { secret: row?.secret ?? null, confirmed: Boolean(row?.confirmed_at) };
}

/**
 * SPEC section 4, two-factor setup: enabling makes a pending secret and
 * recovery codes; the first correct code confirms them, and only then does
 * login ask for a code. Enabling, disabling and regenerating codes need a
 * recently confirmed password (SPEC section 6, 423 otherwise).
 */
export const twoFactorRoutes = new Hono<AppEnv>()
  .post('/user/two-factor-authentication', requireAuth, requireConfirmedPassword, responds(RecoveryCodesAnswer), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    if ((await twoFactorState(db, user.id)).confirmed) throw new HttpError(409, ALREADY_ENABLED);
    const { codes, stored } = await generateRecoveryCodes();
    await db.batch([
      db
        .update(users)
        .set({ two_factor_secret: createTotpSecret(), two_factor_recovery_codes: stored, two_factor_confirmed_at: null })
        .where(eq(users.id, user.id)),
      // A new secret starts a new code sequence: forget the old one's last used step.
      db.delete(rateLimits).where(eq(rateLimits.key, totpStepKey(user.id))),
    ]);
    return c.json({ user: await loadAuthUser(db, user.id), recovery_codes: codes });
  })

  .delete('/user/two-factor-authentication', requireAuth, requireConfirmedPassword, responds(UserAnswer), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    await db
      .update(users)
      .set({ two_factor_secret: null, two_factor_recovery_codes: null, two_factor_confirmed_at: null })
      .where(eq(users.id, user.id));
    return c.json({ user: await loadAuthUser(db, user.id) });
  })

  /**
   * The secret is shown only while setup is pending: once confirmed it never
   * leaves the server again, so a stolen session cannot clone the authenticator.
   */
  .get('/user/two-factor/qr-code', requireAuth, responds(QrCodeAnswer), async (c) => {
    const user = c.get('user')!;
    const { secret, confirmed } = await twoFactorState(c.get('db'), user.id);
    if (!secret || confirmed) throw notFound();
    const issuer = String((await getSettings(c.env, c.get('db')))['branding.site_name']);
    return c.json({ svg: renderSVG(totpUri(secret, issuer, user.email)), secret });
  })

  .post('/user/confirmed-two-factor-authentication', requireAuth, validate('json', z.object({ code: twoFactorCodeField })), responds(UserAnswer), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    const { secret, confirmed } = await twoFactorState(db, user.id);
    if (!secret) throw new HttpError(409, NOT_ENABLED);
    if (confirmed) throw new HttpError(409, ALREADY_ENABLED);
    await limitAttempts(c, 'two-factor', user.id);
    if (!(await verifyTotp(db, user.id, secret, c.req.valid('json').code))) throw ValidationError.field('code', WRONG_TWO_FACTOR_CODE);
    await db.update(users).set({ two_factor_confirmed_at: new Date().toISOString() }).where(eq(users.id, user.id));
    return c.json({ user: await loadAuthUser(db, user.id) });
  })

  /** New codes replace every earlier one, used or not. */
  .post('/user/two-factor-recovery-codes', requireAuth, requireConfirmedPassword, responds(RecoveryCodesAnswer), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    if (!(await twoFactorState(db, user.id)).secret) throw new HttpError(409, NOT_ENABLED);
    const { codes, stored } = await generateRecoveryCodes();
    await db.update(users).set({ two_factor_recovery_codes: stored }).where(eq(users.id, user.id));
    return c.json({ user: await loadAuthUser(db, user.id), recovery_codes: codes });
  });
