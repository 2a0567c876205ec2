import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { emailVerificationCodes } from '../../db/auth';
import { users } from '../../db/users';
import { sendMail } from '../mail/send-mail';
import { verificationCodeEmail } from '../mail/templates/verification-code';
import { sha256, timingSafeEqual } from './crypto';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_TTL_MINUTES } from './auth-constants';

/** A uniformly random numeric code (rejection sampling avoids modulo bias). */
function randomDigits(length: number): string {
  const max = 10 ** length;
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % max).padStart(length, '0');
  }
}

/** Salted with the user id, so equal codes of two users never share a hash. */
const hashCode = (userId: number, code: string) => sha256(`${userId}:${code}`);

/**
 * Issues a fresh code (replacing any earlier one, with its attempt count
 * reset) and emails it. Only the code's hash is stored.
 */
export async function sendVerificationCode(env: Env, db: Db, user: { id: number; email: string }, siteName: string) {
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const row = {
    code_hash: await hashCode(user.id, code),
    attempts: 0,
    expires_at: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000).toISOString(),
    created_at: new Date().toISOString(),
  };
  await db
    .insert(emailVerificationCodes)
    .values({ user_id: user.id, ...row })
    .onConflictDoUpdate({ target: emailVerificationCodes.user_id, set: row });
  return sendMail(env, db, { to: user.email, ...verificationCodeEmail(siteName, code) });
}

export type CodeCheck = 'verified' | 'wrong' | 'expired';

/**
 * Every attempt is counted before the code is compared, in one conditional
 * update, so even concurrent guesses get no more than the allowed attempts on
 * a code. A code that expired or used them all must be requested again.
 */
export async function verifyEmailCode(db: Db, userId: number, code: string): Promise<CodeCheck> {
  const [row] = await db
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(
      and(
        eq(emailVerificationCodes.user_id, userId),
        lt(emailVerificationCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
        gt(emailVerificationCodes.expires_at, new Date().toISOString()),
      ),
    )
    .returning({ code_hash: emailVerificationCodes.code_hash });
  if (!row) return 'expired';
  if (!timingSafeEqual(await hashCode(userId, code), row.code_hash)) return 'wrong';
  await db.batch([
    db.update(users).set({ email_verified_at: new Date().toISOString() }).where(eq(users.id, userId)),
    db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.user_id, userId)),
  ]);
  return 'verified';
}
