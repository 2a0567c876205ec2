import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { users } from '../../../db/users';
import { sha256 } from '../../../worker/auth/crypto';
import { db } from './http';

/**
 * Codes come from otplib, a TOTP implementation independent of the worker's
 * (otpauth), as an authenticator app would compute them (DESIGN section 6).
 */
export function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/** A 6-digit code that is valid for no step the server accepts right now. */
export async function wrongTotpCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((step) => totpCode(secret, step))));
  for (let n = 0; ; n++) {
    const code = String((123456 + n * 7919) % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Recovery codes in the SPEC's 21-character shape, for users set up directly in D1. */
const sampleRecoveryCodes = () => Array.from({ length: 8 }, (_, i) => `${'abcdefghjk'.slice(i) + 'm'.repeat(i)}-${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`);

/** Puts a user straight into the "two-factor enabled" state, as a finished setup leaves it. */
export async function enableTwoFactor(userId: number) {
  const secret = generateSecret();
  const recoveryCodes = sampleRecoveryCodes();
  await db()
    .update(users)
    .set({
      two_factor_secret: secret,
      two_factor_recovery_codes: JSON.stringify(await Promise.all(recoveryCodes.map((code) => sha256(code)))),
      two_factor_confirmed_at: new Date().toISOString(),
    })
    .where(eq(users.id, userId));
  return { secret, recoveryCodes };
}

/** Waits out the last 2 s of a 30 s step, so a code computed now is checked in the step it was made for. */
export async function awayFromStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 2000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
