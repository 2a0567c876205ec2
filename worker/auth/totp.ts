import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db';
import { rateLimits } from '../../db/logs';
import { TWO_FACTOR_CODE_LENGTH } from './auth-constants';

/**
 * RFC 6238 as every authenticator app defaults to it: SHA1, 6 digits
 * (SPEC section 9), 30 s steps, accepting one step of clock drift either way.
 * docs/decisions/006-two-factor-and-recovery-codes.md.
 */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
/** 160 bits, the HMAC-SHA1 key size RFC 4226 recommends. */
const SECRET_BYTES = 20;

const totp = (secret: string, issuer = '', label = '') =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TWO_FACTOR_CODE_LENGTH, period: PERIOD_SECONDS, issuer, label });

export function createTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totp(secret, issuer, account).toString();
}

/** The time step a code belongs to, or null when it matches none in the drift window. */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const otp = totp(secret);
  const delta = otp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : otp.counter({ timestamp: now }) + delta;
}

/**
 * Replay protection: a code is accepted only for a time step later than the
 * last one this user spent. The users table has no column for it (and this
 * change adds no migration), so the last step lives in `rate_limits` under
 * `totp-step:<userId>` (count = step, window_start = the step's start in
 * seconds, so the stale-window prune only drops it once it can no longer
 * matter). One conditional upsert claims the step atomically: when the update
 * is skipped, RETURNING yields no row and the code counts as already used.
 */
async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .insert(rateLimits)
    .values({ key: totpStepKey(userId), window_start: step * PERIOD_SECONDS, count: step })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`excluded.count`, window_start: sql`excluded.window_start` },
      setWhere: sql`${rateLimits.count} < excluded.count`,
    })
    .returning({ count: rateLimits.count });
  return claimed.length > 0;
}

export const totpStepKey = (userId: number) => `totp-step:${userId}`;

/** True once per valid code: a second use of the same (or an earlier) code fails. */
export async function verifyTotp(db: Db, userId: number, secret: string, code: string): Promise<boolean> {
  const step = matchTotpStep(secret, code);
  return step !== null && claimTotpStep(db, userId, step);
}
