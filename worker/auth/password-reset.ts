import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db';
import { passwordResetTokens } from '../../db/auth';
import { users } from '../../db/users';
import { sendMail } from '../mail/send-mail';
import { passwordResetEmail } from '../mail/templates/password-reset';
import { randomToken, sha256 } from './crypto';
import { hashPassword } from './password';
import { revokeOtherSessions } from './sessions';
import { PASSWORD_RESET_TTL_MINUTES } from './auth-constants';

/**
 * Emails a single-use link to /password/reset/{token}?email=... (SPEC section
 * 2). Only the token's SHA-256 is stored; an earlier link of the user stops
 * working, so only the newest email is ever live.
 */
export async function sendPasswordResetLink(env: Env, db: Db, user: { id: number; email: string }, origin: string, siteName: string) {
  const token = randomToken(32);
  await db.batch([
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id)),
    db.insert(passwordResetTokens).values({
      id: await sha256(token),
      user_id: user.id,
      expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString(),
    }),
  ]);
  const url = `${origin}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
  return sendMail(env, db, { to: user.email, ...passwordResetEmail(siteName, url) });
}

/**
 * Spends a reset token and sets the new password: false when the token is
 * unknown, expired, already used or belongs to another email. Deleting the
 * row first (one statement) makes it single use even under concurrent posts.
 * A reset ends every session of the account, since it may follow a theft; and
 * opening the emailed link proves the address, so it counts as verified.
 */
export async function resetPassword(env: Env, db: Db, input: { token: string; email: string; password: string }): Promise<boolean> {
  const id = await sha256(input.token);
  const [user] = await db
    .select({ id: users.id, email_verified_at: users.email_verified_at })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(
      and(eq(passwordResetTokens.id, id), eq(users.email, input.email), gt(passwordResetTokens.expires_at, new Date().toISOString())),
    )
    .limit(1);
  if (!user) return false;
  const spent = await db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, id)).returning({ id: passwordResetTokens.id });
  if (!spent.length) return false;
  await db
    .update(users)
    .set({
      password: await hashPassword(input.password),
      email_verified_at: user.email_verified_at ?? new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .where(eq(users.id, user.id));
  await revokeOtherSessions(db, user.id, null);
  return true;
}
