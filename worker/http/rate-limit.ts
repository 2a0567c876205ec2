import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimits } from '../../db/logs';
import { tooManyAttempts } from './errors';

/**
 * Fixed-window limit counted in D1: one upsert returns the new count, and D1's
 * single writer makes it strictly consistent across locations. Throws 429 with
 * Retry-After once `max` hits are used in the window.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowSeconds: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.window_start} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        window_start: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  if (row.count > max) throw tooManyAttempts(windowStart + windowSeconds - now);
}

/** Forgets a counter, e.g. an account's failed sign-ins once the right password arrives. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
