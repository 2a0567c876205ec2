import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { scrobbleConnections, scrobbleOutbox } from '../../db/scrobbling';
import { connectionCredential, setConnectionStatus } from './connection-store';
import { trackListen } from './track-listen';
import { submitListens } from './listenbrainz-api';
import { updateNowPlaying } from './lastfm-api';
import { lastFmKeys } from './service-config';
import { NOW_PLAYING_TIMEOUT_MS, reachesScrobble, SCROBBLE_MIN_TRACK_SECONDS } from './scrobbling-constants';
import { deliverJob } from './deliver-job';

/** The connections that may still scrobble: a revoked or failing one keeps collecting, and sends once reconnected or back. */
const connectionsOf = (db: Db, userId: number) => db.select().from(scrobbleConnections).where(eq(scrobbleConnections.user_id, userId));

export type ScrobbleInput = {
  userId: number;
  trackId: number;
  /** The play's idempotency key (docs/api/scrobbling.md, "Idempotency"): one per play, whatever sends it and how often. */
  key: string;
  /** When the play started. */
  startedAt: Date;
  /** How long the listener heard it, when the client says (the web player, a queued play); a Subsonic submission does not. */
  playedSeconds?: number;
};

/** What recordScrobble did: the listener's connections, whether the play is a scrobble (false without a connection: nothing is asked), and how many new outbox rows it made. */
export type RecordResult = { connections: number; scrobble: boolean; added: number };

/**
 * Stores the scrobble once per connection of the listener (the unique
 * (connection, key) index makes a resend a no-op) and asks the queue to
 * send it. A track of 30 s or less is never a scrobble, nor a play heard
 * less than the threshold; a listener with no connection costs one indexed
 * read. A revoked connection keeps the row for its reconnect.
 */
export async function recordScrobble(env: Env, db: Db, input: ScrobbleInput): Promise<RecordResult> {
  const connections = await connectionsOf(db, input.userId);
  if (!connections.length) return { connections: 0, scrobble: false, added: 0 };
  const listen = await trackListen(db, input.trackId);
  const scrobble =
    listen !== null && listen.duration > SCROBBLE_MIN_TRACK_SECONDS && (input.playedSeconds === undefined || reachesScrobble(listen.duration, input.playedSeconds));
  if (!listen || !scrobble) return { connections: connections.length, scrobble, added: 0 };
  const listened_at = Math.floor(input.startedAt.getTime() / 1000);
  const added = await db
    .insert(scrobbleOutbox)
    .values(connections.map((connection) => ({ connection_id: connection.id, play_key: input.key, ...listen, listened_at })))
    .onConflictDoNothing({ target: [scrobbleOutbox.connection_id, scrobbleOutbox.play_key] })
    .returning({ connection_id: scrobbleOutbox.connection_id });
  const sending = new Set(connections.filter((connection) => connection.status !== 'revoked').map((connection) => connection.id));
  const jobs = added.filter((row) => sending.has(row.connection_id)).map((row) => ({ body: deliverJob(row.connection_id) }));
  if (jobs.length) await env.JOBS.sendBatch(jobs);
  return { connections: connections.length, scrobble, added: added.length };
}

/**
 * "Now playing" on each connected service, once and quickly: never stored,
 * never retried (Last.fm's guide: a failed now-playing request is not
 * retried). A service that says the token is revoked marks the connection
 * so, as a scrobble would.
 */
export async function sendNowPlaying(env: Env, db: Db, userId: number, trackId: number): Promise<void> {
  const connections = (await connectionsOf(db, userId)).filter((connection) => connection.status !== 'revoked');
  if (!connections.length) return;
  const track = await trackListen(db, trackId);
  if (!track) return;
  const listen = { ...track, listened_at: Math.floor(Date.now() / 1000) };
  const keys = connections.some((connection) => connection.service === 'lastfm') ? await lastFmKeys(env, db) : null;
  await Promise.all(
    connections.map(async (connection) => {
      const credential = await connectionCredential(env, connection);
      if (!credential) return;
      const result =
        connection.service === 'listenbrainz'
          ? await submitListens(env, credential, [listen], { playingNow: true, timeoutMs: NOW_PLAYING_TIMEOUT_MS })
          : keys && (await updateNowPlaying(env, keys, credential, listen, NOW_PLAYING_TIMEOUT_MS));
      if (result && result.kind === 'revoked') await setConnectionStatus(db, connection.id, 'revoked', result.message);
    }),
  );
}

/** Whether the listener has any connection (a Subsonic submission of many songs asks once, not per song). */
export async function hasConnections(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: scrobbleConnections.id }).from(scrobbleConnections).where(eq(scrobbleConnections.user_id, userId)).limit(1);
  return row !== undefined;
}
