import { lt } from 'drizzle-orm';
import type { Db } from '../db';
import { authChallenges, emailVerificationCodes, passwordResetTokens } from '../../db/auth';

/** Cron (worker/jobs/scheduled.ts): drops pending sign-ins, reset links and verification codes past their expiry. */
export async function pruneExpiredAuthState(db: Db): Promise<string> {
  const now = new Date().toISOString();
  const [challenges, resets, codes] = await db.batch([
    db.delete(authChallenges).where(lt(authChallenges.expires_at, now)).returning({ id: authChallenges.id }),
    db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, now)).returning({ id: passwordResetTokens.id }),
    db.delete(emailVerificationCodes).where(lt(emailVerificationCodes.expires_at, now)).returning({ id: emailVerificationCodes.user_id }),
  ]);
  return `Removed ${challenges.length} auth challenges, ${resets.length} password reset tokens and ${codes.length} verification codes.`;
}
