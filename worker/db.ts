import { drizzle } from 'drizzle-orm/d1';
import { withInlinedLimits } from './d1-limits';

/**
 * Drizzle over a D1 Sessions API session. Reads may be served by a replica
 * later; `first-primary` keeps writes and the reads that follow them
 * sequentially consistent within the request. Its statements' integer
 * LIMIT and OFFSET go to D1 as literals (d1-limits.ts).
 */
export function createDb(d1: D1Database, mode: 'read' | 'write' = 'write') {
  const session = withInlinedLimits(d1.withSession(mode === 'read' ? 'first-unconstrained' : 'first-primary'));
  // A D1 session exposes prepare() and batch(), which is all drizzle's D1 driver calls.
  return drizzle(session as unknown as D1Database);
}

export type Db = ReturnType<typeof createDb>;
