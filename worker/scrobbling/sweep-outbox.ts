import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { scrobbleConnections, scrobbleOutbox } from '../../db/scrobbling';
import { deliverJob } from './deliver-job';
import { SENT_KEEP_DAYS, STALE_PENDING_MINUTES, SWEEP_CONNECTIONS } from './scrobbling-constants';

const PRUNE_ROWS = 1_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * Cron `scrobbling:sweep` (docs/api/scrobbling.md, "Delivery"): a connection
 * whose rows have waited STALE_PENDING_MINUTES gets a new delivery message
 * (its message was lost, or gave up after its retries), unless it is
 * revoked; and sent or failed rows older than SENT_KEEP_DAYS go, at most
 * PRUNE_ROWS a run.
 */
export async function sweepScrobbles(db: Db, env: Env): Promise<string> {
  const stale = await db
    .selectDistinct({ id: scrobbleOutbox.connection_id })
    .from(scrobbleOutbox)
    .innerJoin(scrobbleConnections, eq(scrobbleConnections.id, scrobbleOutbox.connection_id))
    .where(and(eq(scrobbleOutbox.status, 'pending'), lt(scrobbleOutbox.created_at, ago(STALE_PENDING_MINUTES * 60_000)), ne(scrobbleConnections.status, 'revoked')))
    .limit(SWEEP_CONNECTIONS);
  if (stale.length) await env.JOBS.sendBatch(stale.map((row) => ({ body: deliverJob(row.id) })));
  const old = ago(SENT_KEEP_DAYS * 86_400_000);
  const doomed = db
    .select({ id: scrobbleOutbox.id })
    .from(scrobbleOutbox)
    .where(sql`${scrobbleOutbox.status} IN ('sent', 'failed') AND ${scrobbleOutbox.created_at} < ${old}`)
    .limit(PRUNE_ROWS);
  const pruned = await db.delete(scrobbleOutbox).where(inArray(scrobbleOutbox.id, doomed)).returning({ id: scrobbleOutbox.id });
  return `Re-sent ${stale.length} connections with stale scrobbles; pruned ${pruned.length} old rows.`;
}
