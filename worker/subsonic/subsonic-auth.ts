import type { Context } from 'hono';
import type { AppEnv } from '../types';
import type { AuthUser } from '../permissions/auth-user';
import { userHasPermission } from '../permissions/auth-user';
import { timingSafeEqual } from '../auth/crypto';
import { snapshotIsCurrent } from '../auth/revocations';
import { attemptCounts, clearAttempts, limitAttempts } from '../auth/attempt-limits';
import { HttpError } from '../http/errors';
import {
  apiKeyStatements,
  appPasswordOwner,
  emailStatements,
  secretHash,
  touchAppPassword,
  type AppPasswordOwner,
  type LiveAppPassword,
} from '../app-passwords/app-password-store';
import type { SubsonicParams } from './subsonic-params';
import { SUBSONIC_ERROR, SubsonicError } from './subsonic-types';

/** How an app proves who it is (docs/api/subsonic.md, "Authentication"). */
type Credential =
  | { kind: 'apiKey'; key: string }
  | { kind: 'password'; email: string; password: string }
  | { kind: 'token'; email: string; token: string; salt: string };

/**
 * An isolate's recent sign-ins, by account (`u`) or by API key: the user as
 * loaded, and the app passwords that were live then (with their secrets for
 * `u`, to check a token against). Subsonic apps sign every request, and
 * token apps pick a new salt each time, so the entry is per account, not per
 * request. Reads trust an entry under the same rules and lifetime as the web
 * app's snapshots (docs/decisions/020: younger than AUTH_SNAPSHOT_TTL_MS and
 * than any change of the user seen here; revoking an app password marks its
 * owner changed); writes always ask D1. Bounded: the oldest entries go first.
 */
type Known = AppPasswordOwner & { user: AuthUser; readAt: number };
const known = new Map<string, Known>();
const MAX_KNOWN = 1_000;

/** Resets the cache (tests). */
export const forgetSubsonicSignIns = () => known.clear();

const fail = (code: number, message: string) => new SubsonicError(code, message);

function credentialOf(params: SubsonicParams): Credential {
  const apiKey = params.get('apiKey');
  const email = params.get('u');
  if (apiKey !== undefined) {
    if (email !== undefined) throw fail(SUBSONIC_ERROR.conflictingMechanisms, 'Multiple conflicting authentication mechanisms provided');
    return { kind: 'apiKey', key: apiKey };
  }
  if (!email) throw fail(SUBSONIC_ERROR.missingParameter, 'Required parameter is missing: u');
  const password = params.get('p');
  if (password) return { kind: 'password', email, password: decodePassword(password) };
  const token = params.get('t');
  const salt = params.get('s');
  if (token && salt) return { kind: 'token', email, token: token.toLowerCase(), salt };
  throw fail(SUBSONIC_ERROR.missingParameter, 'Required parameter is missing: p, or t and s');
}

/** `enc:` + the hex of the password's UTF-8 bytes, or the password itself. A malformed hex matches nothing. */
function decodePassword(raw: string): string {
  if (!raw.startsWith('enc:')) return raw;
  const hex = raw.slice(4);
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return '';
  const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  return new TextDecoder().decode(bytes);
}

async function md5Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('MD5', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Which of the live app passwords the credential is, if any. */
async function matching(credential: Credential, passwords: LiveAppPassword[]): Promise<LiveAppPassword | undefined> {
  if (credential.kind === 'apiKey') return passwords[0];
  for (const password of passwords) {
    if (password.secret === null || password.secret === '') continue;
    if (credential.kind === 'password' && timingSafeEqual(credential.password, password.secret)) return password;
    if (credential.kind === 'token' && timingSafeEqual(credential.token, await md5Hex(password.secret + credential.salt))) return password;
  }
  return undefined;
}

/** The user may use the API at all: not banned, and may see the catalog. */
function authorized(user: AuthUser): AuthUser {
  if (user.banned_at) throw fail(SUBSONIC_ERROR.notAuthorized, 'User is suspended');
  if (!userHasPermission(user, 'music.view')) throw fail(SUBSONIC_ERROR.notAuthorized, 'User is not authorized to browse music');
  return user;
}

/**
 * The signed-in user of a Subsonic request, or a SubsonicError: 10 missing
 * credentials, 40 wrong ones (or too many failures from this address), 43
 * `apiKey` with `u`, 44 an unknown `apiKey`, 50 banned or without
 * music.view. Only app passwords sign in, never the login password. A read
 * (`write` false) may be answered from this isolate's recent sign-ins.
 */
export async function subsonicUser(c: Context<AppEnv>, params: SubsonicParams, write: boolean): Promise<AuthUser> {
  const credential = credentialOf(params);
  const hash = credential.kind === 'apiKey' ? await secretHash(credential.key) : null;
  // Whose budget a failure spends, and where a success is remembered.
  const account = credential.kind === 'apiKey' ? 'api-key' : credential.email;
  const cacheKey = hash !== null ? `k:${hash}` : `u:${account}`;
  const defer = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
  const db = c.get('db');

  const cached = write ? undefined : known.get(cacheKey);
  if (cached && snapshotIsCurrent({ userId: cached.user.id, readAt: cached.readAt })) {
    const password = await matching(credential, cached.passwords);
    if (password) {
      touchAppPassword(db, password, defer);
      return authorized(cached.user);
    }
  }

  const attempts = attemptCounts(c, 'subsonic', account);
  const readAt = Date.now();
  const [attemptRows, ...rows] = await db.batch([attempts.statement, ...(hash !== null ? apiKeyStatements(db, hash) : emailStatements(db, account))]);
  const { spent, counted } = attempts.read(attemptRows);
  if (spent) throw fail(SUBSONIC_ERROR.wrongCredentials, 'Too many failed attempts. Try again in a minute.');

  const owner = await appPasswordOwner(c.env, rows);
  const password = owner.user ? await matching(credential, owner.passwords) : undefined;
  if (!owner.user || !password) {
    await countFailure(c, account);
    throw hash !== null ? fail(SUBSONIC_ERROR.invalidApiKey, 'Invalid API key') : fail(SUBSONIC_ERROR.wrongCredentials, 'Wrong username or password');
  }
  if (counted) await clearAttempts(c, 'subsonic', account);
  known.delete(cacheKey);
  known.set(cacheKey, { ...owner, user: owner.user, readAt });
  if (known.size > MAX_KNOWN) known.delete(known.keys().next().value!);
  touchAppPassword(db, password, defer);
  return authorized(owner.user);
}

/** Counts a failure against both budgets; the budget being spent changes nothing here (the next attempt is refused). */
async function countFailure(c: Context<AppEnv>, account: string) {
  try {
    await limitAttempts(c, 'subsonic', account);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 429)) throw error;
  }
}
