import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { scrobbleConnections, scrobbleOutbox } from '../../db/scrobbling';
import { RetryJob } from '../jobs/retry-job';
import { connectionCredential, setConnectionStatus, type StoredConnection } from './connection-store';
import { submitListens } from './listenbrainz-api';
import { scrobbleTracks } from './lastfm-api';
import { lastFmKeys } from './service-config';
import type { SendResult } from './send-result';
import type { OutboxListen } from './outbox-listen';
import { CALLS_PER_MESSAGE, LASTFM_BATCH, LEASE_SECONDS, LISTENBRAINZ_BATCH, RETRY_MAX_ATTEMPTS, retryDelay } from './scrobbling-constants';

/** The queue message that sends a connection's pending scrobbles (worker/jobs/queue.ts). */
export const scrobbleJobs = [z.object({ type: z.literal('scrobble.deliver'), connectionId: z.number().int().positive() })] as const;
export type ScrobbleJob = z.infer<(typeof scrobbleJobs)[number]>;

export const deliverJob = (connectionId: number): ScrobbleJob => ({ type: 'scrobble.deliver', connectionId });

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Takes up to `size` of the connection's pending rows, oldest first, and
 * holds them for LEASE_SECONDS: one UPDATE ... RETURNING, so two consumers
 * working on the same connection (a retry and a sweep's message) never send
 * the same row twice.
 */
async function claimRows(db: Db, connectionId: number, size: number) {
  const now = nowSeconds();
  const free = db
    .select({ id: scrobbleOutbox.id })
    .from(scrobbleOutbox)
    .where(and(eq(scrobbleOutbox.connection_id, connectionId), eq(scrobbleOutbox.status, 'pending'), lte(scrobbleOutbox.lease_until, now)))
    .orderBy(asc(scrobbleOutbox.listened_at))
    .limit(size);
  const rows = await db
    .update(scrobbleOutbox)
    .set({ lease_until: now + LEASE_SECONDS })
    .where(and(inArray(scrobbleOutbox.id, free), lte(scrobbleOutbox.lease_until, now)))
    .returning();
  return rows.sort((a, b) => a.listened_at - b.listened_at || a.id - b.id);
}

async function finish(db: Db, ids: number[], status: 'sent' | 'failed') {
  await db.update(scrobbleOutbox).set({ status, sent_at: new Date().toISOString(), lease_until: 0 }).where(inArray(scrobbleOutbox.id, ids));
}

async function release(db: Db, ids: number[]) {
  await db.update(scrobbleOutbox).set({ lease_until: 0, attempts: sql`${scrobbleOutbox.attempts} + 1` }).where(inArray(scrobbleOutbox.id, ids));
}

type Sender = { batch: number; send: (listens: OutboxListen[]) => Promise<SendResult> };

/** How this connection sends; null (with the connection marked) when it cannot. */
async function senderFor(env: Env, db: Db, connection: StoredConnection): Promise<Sender | null> {
  const credential = await connectionCredential(env, connection);
  if (!credential) {
    await setConnectionStatus(db, connection.id, 'revoked', 'The saved credential can no longer be read. Connect the account again.');
    return null;
  }
  if (connection.service === 'listenbrainz') return { batch: LISTENBRAINZ_BATCH, send: (listens) => submitListens(env, credential, listens) };
  const keys = await lastFmKeys(env, db);
  if (!keys) {
    await setConnectionStatus(db, connection.id, 'error', 'Last.fm is not set up on this site any more.');
    return null;
  }
  return { batch: LASTFM_BATCH, send: (listens) => scrobbleTracks(env, keys, credential, listens) };
}

/**
 * Sends a connection's pending scrobbles in batches (Last.fm 50, ListenBrainz
 * 100 a call), up to CALLS_PER_MESSAGE calls, then hands what is left to a
 * new message. A failure that may pass throws RetryJob with an exponential
 * delay (or the service's rate-limit wait); after RETRY_MAX_ATTEMPTS the
 * connection shows an error and the cron sweep tries again later. A revoked
 * token stops sending and keeps the rows for a reconnect.
 */
export async function deliverScrobbles(env: Env, db: Db, job: ScrobbleJob, attempt: number): Promise<void> {
  const [connection] = await db.select().from(scrobbleConnections).where(eq(scrobbleConnections.id, job.connectionId)).limit(1);
  // Disconnected (rows gone with it) or revoked: nothing to send until the listener reconnects.
  if (!connection || connection.status === 'revoked') return;
  const sender = await senderFor(env, db, connection);
  if (!sender) return;
  for (let call = 0; call < CALLS_PER_MESSAGE; call++) {
    const rows = await claimRows(db, connection.id, sender.batch);
    if (!rows.length) return;
    const ids = rows.map((row) => row.id);
    const result = await sender.send(rows);
    if (result.kind === 'sent' || result.kind === 'rejected') {
      await finish(db, ids, result.kind === 'sent' ? 'sent' : 'failed');
      if (result.kind === 'sent') {
        await db
          .update(scrobbleConnections)
          .set({ last_scrobble_at: new Date().toISOString(), status: 'connected', status_message: null })
          .where(eq(scrobbleConnections.id, connection.id));
      }
      if (rows.length < sender.batch) return;
      continue;
    }
    await release(db, ids);
    if (result.kind === 'revoked') return setConnectionStatus(db, connection.id, 'revoked', result.message);
    if (result.kind === 'refused') return setConnectionStatus(db, connection.id, 'error', result.message);
    if (attempt >= RETRY_MAX_ATTEMPTS) return setConnectionStatus(db, connection.id, 'error', result.message);
    throw new RetryJob(result.delaySeconds ?? retryDelay(attempt), result.message);
  }
  // More than one message's share: the rest goes in a new message rather than a longer invocation.
  await env.JOBS.send(deliverJob(connection.id));
}
