import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { appPasswords } from '../../db/subsonic';
import { users } from '../../db/users';
import { randomToken } from '../auth/crypto';
import { timestamp } from '../http/response-fields';
import { presentAuthUser, userStatements } from '../permissions/load-user';
import type { AuthUser } from '../permissions/auth-user';
import { openSecret, sealSecret } from './secret-box';

/** Names are labels the owner picks ("Phone", "Symfonium on the tablet"). */
export const APP_PASSWORD_NAME_MAX = 100;
/** Each one costs a decryption when an app signs in with `u` (worker/subsonic/subsonic-auth.ts), so a user holds a bounded number. */
export const APP_PASSWORDS_PER_USER = 50;
/** 18 random bytes: 24 URL-safe characters (144 bits), short enough to type into a phone. */
const SECRET_BYTES = 18;
/** last_used_at is a hint for the owner, not an audit log: written at most once a minute per password. */
const LAST_USED_EVERY_MS = 60_000;

/** An app password as its owner sees it: never its secret (plainTextPassword comes only with creation). */
export const AppPasswordPayload = z.object({ id: z.int(), name: z.string(), created_at: timestamp, last_used_at: timestamp.nullable() });
export const AppPasswordListAnswer = z.object({ appPasswords: z.array(AppPasswordPayload) });

const payloadColumns = { id: appPasswords.id, name: appPasswords.name, created_at: appPasswords.created_at, last_used_at: appPasswords.last_used_at };

/** Hex SHA-256: what finds the row of an `apiKey`. */
export async function secretHash(secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function createAppPassword(env: Env, db: Db, userId: number, name: string) {
  const secret = randomToken(SECRET_BYTES);
  const [appPassword] = await db
    .insert(appPasswords)
    .values({ user_id: userId, name, secret_hash: await secretHash(secret), secret_encrypted: await sealSecret(env, secret) })
    .returning(payloadColumns);
  return { appPassword, plainTextPassword: secret };
}

/** A user's app passwords, newest first (on app_passwords_user_idx). */
export const appPasswordsOf = (db: Db, userId: number) =>
  db
    .select(payloadColumns)
    .from(appPasswords)
    .where(eq(appPasswords.user_id, userId))
    .orderBy(desc(appPasswords.created_at), desc(appPasswords.id))
    .limit(APP_PASSWORDS_PER_USER);

export async function countAppPasswords(db: Db, userId: number): Promise<number> {
  return db.$count(appPasswords, eq(appPasswords.user_id, userId));
}

/** Deletes the user's own app password; false when it is not theirs or not there. */
export async function revokeAppPassword(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(appPasswords)
    .where(and(eq(appPasswords.id, id), eq(appPasswords.user_id, userId)))
    .returning({ id: appPasswords.id });
  return deleted.length > 0;
}

/** One live app password of a sign-in, with its secret when it was opened. */
export type LiveAppPassword = { id: number; secret: string | null; last_used_at: string | null };
/** Who a credential names and their live app passwords; the user is null when nobody matches. */
export type AppPasswordOwner = { user: AuthUser | null; passwords: LiveAppPassword[] };

/**
 * The statements that find an `apiKey`'s password and its owner, for a
 * batch (one D1 round trip); appPasswordOwner() reads their rows. Every
 * statement finds the user through the password row, so a revoked password
 * yields nobody.
 */
export function apiKeyStatements(db: Db, hash: string) {
  const owner = sql`(SELECT ${appPasswords.user_id} FROM ${appPasswords} WHERE ${appPasswords.secret_hash} = ${hash})`;
  const password = db
    .select({ id: appPasswords.id, secret_encrypted: sql<null>`NULL`, last_used_at: appPasswords.last_used_at })
    .from(appPasswords)
    .where(eq(appPasswords.secret_hash, hash))
    .limit(1);
  return [password, ...userStatements(db, owner)] as const;
}

/** The same for `u` (the account's email): every live app password of the account, sealed. */
export function emailStatements(db: Db, email: string) {
  const owner = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${email})`;
  const passwords = db
    .select({ id: appPasswords.id, secret_encrypted: appPasswords.secret_encrypted, last_used_at: appPasswords.last_used_at })
    .from(appPasswords)
    .where(eq(appPasswords.user_id, owner))
    .limit(APP_PASSWORDS_PER_USER);
  return [passwords, ...userStatements(db, owner)] as const;
}

/** Reads the rows of apiKeyStatements or emailStatements; secrets are opened (decrypted) only when they were read. */
export async function appPasswordOwner(env: Env, rows: readonly unknown[]): Promise<AppPasswordOwner> {
  const [passwordRows, ...userRows] = rows as [{ id: number; secret_encrypted: string | null; last_used_at: string | null }[], ...unknown[]];
  const user = passwordRows.length ? presentAuthUser(userRows) : null;
  const passwords = await Promise.all(
    passwordRows.map(async (row) => ({ id: row.id, last_used_at: row.last_used_at, secret: row.secret_encrypted && (await openSecret(env, row.secret_encrypted)) })),
  );
  return { user, passwords };
}

/** Records a use, unless one was recorded within the last minute; never delays the answer. */
export function touchAppPassword(db: Db, password: LiveAppPassword, defer: (work: Promise<unknown>) => void): void {
  if (password.last_used_at && Date.now() - Date.parse(password.last_used_at) < LAST_USED_EVERY_MS) return;
  const now = new Date().toISOString();
  password.last_used_at = now;
  defer(db.update(appPasswords).set({ last_used_at: now }).where(eq(appPasswords.id, password.id)).run());
}
