import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { vi } from 'vitest';
import { eq } from 'drizzle-orm';
import worker from '../../../worker/index';
import { scrobbleConnections, scrobbleOutbox } from '../../../db/scrobbling';
import { adminHeaders, db, loginAs, postJson, request } from './http';
import { LASTFM_TEST_KEY, LASTFM_TEST_SECRET, allowOnFakeLastFm } from './fake-lastfm';

/**
 * The JOBS queue, held: what the app sends is kept here instead of reaching
 * the consumer on its own schedule, and a test hands it to the consumer
 * (worker.queue) when it chooses, with the attempt number it chooses, so
 * retries are deterministic.
 */
export function holdQueue() {
  const held: unknown[] = [];
  // The answers' metadata is read by no caller of ours.
  const sent = { metadata: {} } as QueueSendResponse & QueueSendBatchResponse;
  const send = vi.spyOn(env.JOBS, 'send').mockImplementation(async (body: unknown) => (held.push(body), sent));
  const sendBatch = vi.spyOn(env.JOBS, 'sendBatch').mockImplementation(async (messages: Iterable<MessageSendRequest<unknown>>) => (held.push(...[...messages].map((m) => m.body)), sent));
  return {
    held,
    /** Takes the held messages out. */
    take: () => held.splice(0),
    restore: () => {
      send.mockRestore();
      sendBatch.mockRestore();
    },
  };
}

let messageId = 0;

/**
 * Runs the consumer on these job bodies as attempt `attempts`: the messages it
 * acked, and those it asked to retry with the delay it asked for
 * (getQueueResult keeps no delay, so each message's retry() is watched).
 */
export async function runQueue(bodies: unknown[], attempts = 1) {
  const batch = createMessageBatch('music-jobs', bodies.map((body) => ({ id: `m${++messageId}`, timestamp: new Date(), attempts, body })));
  const retries: { id: string; delaySeconds?: number }[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options?: QueueRetryOptions) => (retries.push({ id: message.id, delaySeconds: options?.delaySeconds }), retry(options));
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  const result = await getQueueResult(batch, ctx);
  return { acks: result.explicitAcks, retryMessages: retries };
}

/** The admin's Last.fm API account, saved as the admin saves it (Settings, Providers). */
export async function enableLastFm() {
  const res = await postJson('/api/v1/settings', { settings: { 'scrobbling.lastfm.api_key': LASTFM_TEST_KEY, 'scrobbling.lastfm.api_secret': LASTFM_TEST_SECRET } }, await adminHeaders());
  if (res.status !== 200) throw new Error(`settings: ${res.status} ${await res.text()}`);
}

export const connectListenBrainz = async (headers: Record<string, string>, token: string) => postJson('/api/v1/scrobbling/listenbrainz', { token }, headers);

/** The Last.fm web authentication, start to callback, as the listener's browser goes through it; the callback's answer. */
export async function connectLastFm(headers: Record<string, string>, name: string) {
  const start = await postJson('/api/v1/scrobbling/lastfm/start', {}, headers);
  const { url } = await start.json<{ url: string }>();
  const callback = await allowOnFakeLastFm(url, name);
  return request(new URL(callback).pathname + new URL(callback).search, { headers, redirect: 'manual' });
}

export async function connectionsOf(headers: Record<string, string>) {
  return (await (await request('/api/v1/scrobbling/connections', { headers })).json<any>()).connections as any[];
}

export const outboxOf = (connectionId: number) => db().select().from(scrobbleOutbox).where(eq(scrobbleOutbox.connection_id, connectionId));

export const connectionRow = async (id: number) => (await db().select().from(scrobbleConnections).where(eq(scrobbleConnections.id, id)))[0];

/** `count` pending scrobbles of a connection, made as recordScrobble makes them (a test of batching need not play 120 tracks). */
export async function pendingRows(connectionId: number, count: number, startAt = Math.floor(Date.now() / 1000) - 3600) {
  const rows = Array.from({ length: count }, (_, i) => ({ connection_id: connectionId, play_key: `test:${connectionId}:${i}`, artist: 'Artist', track: `Song ${i}`, album: 'Album', duration: 200, listened_at: startAt + i * 200 }));
  for (let i = 0; i < rows.length; i += 10) await db().insert(scrobbleOutbox).values(rows.slice(i, i + 10));
}

export const listenerHeaders = async (userId: number) => (await loginAs(userId)).headers;
