import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../../db/users';
import { sha256 } from './crypto';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from './auth-constants';

/** Lower-case letters and digits without look-alikes (0/o, 1/l/i), read aloud or typed from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = (RECOVERY_CODE_LENGTH - 1) / 2;

/** One random half of a code; rejection sampling keeps every character equally likely. */
function randomChars(count: number): string {
  let out = '';
  while (out.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < 256 - (256 % ALPHABET.length) && out.length < count) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

/**
 * SPEC section 9: a recovery code is exactly 21 characters, here
 * `xxxxxxxxxx-xxxxxxxxxx` (about 98 bits). Only SHA-256 hashes are stored
 * (users.two_factor_recovery_codes, a JSON array), so the plain codes exist
 * only in the response that created them. docs/decisions/006.
 */
export async function generateRecoveryCodes(): Promise<{ codes: string[]; stored: string }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomChars(HALF)}-${randomChars(HALF)}`);
  const hashes = await Promise.all(codes.map((code) => sha256(code)));
  return { codes, stored: JSON.stringify(hashes) };
}

function parseStored(stored: string | null): string[] {
  if (!stored) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string') : [];
}

/**
 * Spends one recovery code: true when it matched an unused code, which is
 * removed. The write is conditional on the list it read, so two requests
 * racing with the same code cannot both succeed.
 */
export async function useRecoveryCode(db: Db, userId: number, stored: string | null, code: string): Promise<boolean> {
  const hashes = parseStored(stored);
  const hash = await sha256(code.trim().toLowerCase());
  const index = hashes.indexOf(hash);
  if (index === -1 || stored === null) return false;
  const remaining = hashes.filter((_, i) => i !== index);
  const updated = await db
    .update(users)
    .set({ two_factor_recovery_codes: JSON.stringify(remaining) })
    .where(and(eq(users.id, userId), eq(users.two_factor_recovery_codes, stored)))
    .returning({ id: users.id });
  return updated.length > 0;
}
