import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { passkeys } from '../../db/auth';

/** What the account settings panel shows of a passkey (docs/api/accounts.md). */
export const publicColumns = {
  id: passkeys.id,
  name: passkeys.name,
  created_at: passkeys.created_at,
  last_used_at: passkeys.last_used_at,
};

export function listPasskeys(db: Db, userId: number) {
  return db.select(publicColumns).from(passkeys).where(eq(passkeys.user_id, userId)).orderBy(desc(passkeys.created_at));
}

export async function findOwnPasskey(db: Db, userId: number, id: number) {
  const [row] = await db
    .select(publicColumns)
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId)))
    .limit(1);
  return row ?? null;
}

export async function findByCredentialId(db: Db, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credential_id, credentialId)).limit(1);
  return row ?? null;
}
