import type { Context } from 'hono';
import type { AppEnv } from '../types';
import { and, eq, inArray } from 'drizzle-orm';
import { rateLimits } from '../../db/logs';
import { clearRateLimit, hitRateLimit } from '../http/rate-limit';
import { clientAddress } from '../http/client-address';

type Limit = { perAccount: number; perAddress: number; windowSeconds: number };

/**
 * Guessing budgets for the credential routes. Each attempt counts twice: per
 * account at this client address (a guesser of one account is slowed without
 * letting anyone lock the owner out from elsewhere) and per client address
 * across accounts (one address spraying many accounts). SPEC is silent on the
 * numbers; these follow the usual 5 per minute per account of sign-in forms,
 * and far tighter budgets for routes that send email.
 */
export const ATTEMPT_LIMITS = {
  login: { perAccount: 5, perAddress: 20, windowSeconds: 60 },
  'two-factor': { perAccount: 5, perAddress: 20, windowSeconds: 60 },
  'confirm-password': { perAccount: 5, perAddress: 20, windowSeconds: 60 },
  'forgot-password': { perAccount: 3, perAddress: 10, windowSeconds: 15 * 60 },
  'resend-verification': { perAccount: 3, perAddress: 10, windowSeconds: 15 * 60 },
  // Subsonic apps sign in on every request (worker/subsonic/subsonic-auth.ts): only failures count there.
  subsonic: { perAccount: 5, perAddress: 20, windowSeconds: 60 },
} satisfies Record<string, Limit>;

export type AttemptKind = keyof typeof ATTEMPT_LIMITS;

/** The visitor's address (worker/http/client-address.ts); requests without a known one share a bucket. */
const addressKey = (c: Context<AppEnv>) => clientAddress(c) ?? 'unknown';

const addressBucket = (c: Context<AppEnv>, kind: AttemptKind) => `${kind}:address:${addressKey(c)}`;
const accountBucket = (c: Context<AppEnv>, kind: AttemptKind, account: string | number) => `${kind}:account:${account}|${addressKey(c)}`;

/**
 * For routes that count only failures: a statement (for the caller's batch)
 * reading this window's counts of both budgets, and what its rows mean:
 * `spent` when either budget is used up (refuse before checking the
 * credentials), `counted` when the account has failures to forget on success.
 */
export function attemptCounts(c: Context<AppEnv>, kind: AttemptKind, account: string | number) {
  const limit = ATTEMPT_LIMITS[kind];
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % limit.windowSeconds);
  const address = addressBucket(c, kind);
  const statement = c
    .get('db')
    .select({ key: rateLimits.key, count: rateLimits.count })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, [address, accountBucket(c, kind, account)]), eq(rateLimits.window_start, windowStart)));
  const read = (rows: { key: string; count: number }[]) => ({
    spent: rows.some((row) => row.count >= (row.key === address ? limit.perAddress : limit.perAccount)),
    counted: rows.some((row) => row.key !== address),
  });
  return { statement, read };
}

/** Counts one attempt; throws 429 with Retry-After once either budget is spent. */
export async function limitAttempts(c: Context<AppEnv>, kind: AttemptKind, account: string | number): Promise<void> {
  const limit = ATTEMPT_LIMITS[kind];
  const db = c.get('db');
  await hitRateLimit(db, addressBucket(c, kind), limit.perAddress, limit.windowSeconds);
  await hitRateLimit(db, accountBucket(c, kind, account), limit.perAccount, limit.windowSeconds);
}

/**
 * A success forgets the account's count at this address, so the budget limits
 * guesses, not an owner signing in on several tabs or devices. The address
 * budget keeps counting every attempt.
 */
export async function clearAttempts(c: Context<AppEnv>, kind: AttemptKind, account: string | number): Promise<void> {
  await clearRateLimit(c.get('db'), accountBucket(c, kind, account));
}
