import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import { scrobbleOutbox } from '../../db/scrobbling';
import { scrobbleMethods } from '../../worker/subsonic/state/scrobble-methods';
import { CALL_TIMEOUT_MS, RETRY_MAX_ATTEMPTS } from '../../worker/scrobbling/scrobbling-constants';
import { adminHeaders, createUser, db, guestHeaders, postJson } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { answerOf } from './support/subsonic-handler';
import { waitFor } from './support/wait-for';
import { fakeListenBrainz } from './support/fake-listenbrainz';
import { fakeLastFm } from './support/fake-lastfm';
import { connectionRow, connectionsOf, connectLastFm, connectListenBrainz, enableLastFm, holdQueue, listenerHeaders, outboxOf, pendingRows, runQueue } from './support/scrobbling-fixtures';

// docs/api/scrobbling.md: what is a scrobble, now playing, the outbox and its delivery.

let queue: ReturnType<typeof holdQueue>;
beforeEach(() => {
  queue = holdQueue();
});
afterEach(() => queue.restore());

let tokens = 0;
/** A listener with a ListenBrainz connection of a fresh token. */
async function listenBrainzListener() {
  const user = await createUser();
  const headers = await listenerHeaders(user.id);
  const token = `lb-user${++tokens}-${Date.now()}`;
  const { connection } = await (await connectListenBrainz(headers, token)).json<any>();
  queue.take();
  return { user, headers, token, connection: connection as { id: number } };
}

async function lastFmListener() {
  await enableLastFm();
  const user = await createUser();
  const headers = await listenerHeaders(user.id);
  const name = `fm-user${++tokens}-${Date.now()}`;
  await connectLastFm(headers, name);
  const [connection] = await connectionsOf(headers);
  queue.take();
  return { user, headers, name, connection: connection as { id: number } };
}

const song = async (seconds: number) => {
  const artist = await createArtist({ name: 'Harbor Lights' });
  return createTrack({ artists: [artist], album: await createAlbum({ artists: [artist], values: { name: 'Tides' } }), values: { name: 'Low Water', duration: seconds * 1000 } });
};

const scrobbleOnce = (headers: Record<string, string>, trackId: number, body: Record<string, unknown>) => postJson(`/api/v1/tracks/${trackId}/scrobble`, body, headers);
const startedMinutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('now playing', () => {
  it('is sent to ListenBrainz and Last.fm when a play starts, and never stored', async () => {
    const lb = await listenBrainzListener();
    const track = await song(200);
    expect((await postJson(`/api/v1/tracks/${track.id}/plays`, { play_id: crypto.randomUUID() }, lb.headers)).status).toBe(204);
    await waitFor(async () => (await fakeListenBrainz(lb.token)).playingNow.length === 1);
    const state = await fakeListenBrainz(lb.token);
    expect(state.playingNow[0]).toMatchObject({ track_metadata: { artist_name: 'Harbor Lights', track_name: 'Low Water', release_name: 'Tides' } });
    expect(state.playingNow[0].listened_at).toBeUndefined();
    expect(await outboxOf(lb.connection.id)).toEqual([]);

    const fm = await lastFmListener();
    await postJson(`/api/v1/tracks/${track.id}/plays`, {}, fm.headers);
    await waitFor(async () => (await fakeLastFm(fm.name)).nowPlaying.length === 1);
    expect((await fakeLastFm(fm.name)).nowPlaying[0]).toMatchObject({ artist: 'Harbor Lights', track: 'Low Water', album: 'Tides', duration: 200 });
    expect(await outboxOf(fm.connection.id)).toEqual([]);
  });

  it('goes out for a Subsonic app\'s submission=false too', async () => {
    const lb = await listenBrainzListener();
    const track = await song(200);
    await answerOf(scrobbleMethods.scrobble, lb.user.id, { id: String(track.id), submission: 'false' });
    await waitFor(async () => (await fakeListenBrainz(lb.token)).playingNow.length === 1);
    expect(await outboxOf(lb.connection.id)).toEqual([]);
  });
});

describe('POST /api/v1/tracks/{id}/scrobble', () => {
  it('scrobbles a play heard half its length, or 4 minutes, and only for tracks over 30 s', async () => {
    const { headers, connection } = await listenBrainzListener();
    const cases: [number, number, boolean][] = [
      [200, 99, false],
      [200, 100, true],
      [600, 239, false],
      [600, 240, true],
      [30, 30, false],
      [31, 16, true],
    ];
    for (const [length, heard, scrobbled] of cases) {
      const track = await song(length);
      const res = await scrobbleOnce(headers, track.id, { scrobble_id: crypto.randomUUID(), started_at: startedMinutesAgo(5), played_seconds: heard });
      expect(res.status).toBe(200);
      expect([length, heard, await res.json<any>()]).toEqual([length, heard, { scrobbled, connections: 1 }]);
    }
    expect(await outboxOf(connection.id)).toHaveLength(3);
  });

  it('validates its body, needs a signed-in listener, and 404s an unknown track', async () => {
    const { headers } = await listenBrainzListener();
    const track = await song(200);
    const bad = await scrobbleOnce(headers, track.id, { scrobble_id: 'nope', started_at: startedMinutesAgo(60 * 24 * 20), played_seconds: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json<any>()).errors).sort()).toEqual(['played_seconds', 'scrobble_id', 'started_at']);
    const body = { scrobble_id: crypto.randomUUID(), started_at: startedMinutesAgo(5), played_seconds: 150 };
    expect((await scrobbleOnce(guestHeaders(), track.id, body)).status).toBe(401);
    expect((await scrobbleOnce(headers, 999_999_999, body)).status).toBe(404);
    // A listener without a connection is told so: the player stops asking.
    const loner = await listenerHeaders((await createUser()).id);
    expect(await (await scrobbleOnce(loner, track.id, body)).json<any>()).toEqual({ scrobbled: false, connections: 0 });
  });

  it('sends the scrobble with its start time, and once however often it is sent', async () => {
    const { headers, token, connection } = await listenBrainzListener();
    const track = await song(200);
    const startedAt = startedMinutesAgo(4);
    const body = { scrobble_id: crypto.randomUUID(), started_at: startedAt, played_seconds: 120 };
    await scrobbleOnce(headers, track.id, body);
    await scrobbleOnce(headers, track.id, body);
    const messages = queue.take();
    expect(messages).toEqual([{ type: 'scrobble.deliver', connectionId: connection.id }]);
    expect((await runQueue(messages)).retryMessages).toEqual([]);
    await scrobbleOnce(headers, track.id, body);
    await runQueue(queue.take());
    const { listens, calls } = await fakeListenBrainz(token);
    expect(listens).toEqual([
      {
        listened_at: Math.floor(Date.parse(startedAt) / 1000),
        track_metadata: { artist_name: 'Harbor Lights', track_name: 'Low Water', release_name: 'Tides', additional_info: { duration_ms: 200_000, media_player: 'Melodia', submission_client: 'Melodia' } },
      },
    ]);
    expect(calls).toEqual([{ listen_type: 'import', count: 1, status: 200 }]);
    const [status] = await connectionsOf(headers);
    expect(status.pending).toBe(0);
    expect(status.last_scrobble_at).not.toBeNull();
  });
});

describe('scrobbles from other sources', () => {
  it('scrobbles an offline play heard past the threshold when it is sent, once however often it is resent', async () => {
    const { headers, token } = await listenBrainzListener();
    const track = await song(200);
    const playedAt = startedMinutesAgo(90);
    const play = { play_id: crypto.randomUUID(), played_at: playedAt, played_seconds: 150 };
    expect((await postJson(`/api/v1/tracks/${track.id}/plays`, play, headers)).status).toBe(204);
    expect((await postJson(`/api/v1/tracks/${track.id}/plays`, play, headers)).status).toBe(204);
    // A queued play heard only briefly is a play, not a scrobble.
    await postJson(`/api/v1/tracks/${track.id}/plays`, { play_id: crypto.randomUUID(), played_at: startedMinutesAgo(60), played_seconds: 20 }, headers);
    await waitFor(async () => queue.held.length >= 1);
    await runQueue(queue.take());
    const { listens, playingNow } = await fakeListenBrainz(token);
    expect(listens.map((listen) => listen.listened_at)).toEqual([Math.floor(Date.parse(playedAt) / 1000)]);
    // Sent later, it was never "now playing".
    expect(playingNow).toEqual([]);
    expect((await postJson(`/api/v1/tracks/${track.id}/plays`, { played_seconds: 150 }, headers)).status).toBe(422);
  });

  it('scrobbles a Subsonic submission with its time, once for a resubmit of the same song and time', async () => {
    const { user, token, connection } = await listenBrainzListener();
    const track = await song(200);
    const short = await song(25);
    const time = Date.now() - 3 * 86_400_000;
    await answerOf(scrobbleMethods.scrobble, user.id, { id: [String(track.id), String(short.id)], time: [String(time), String(time)] });
    await answerOf(scrobbleMethods.scrobble, user.id, { id: String(track.id), time: String(time) });
    expect(await outboxOf(connection.id)).toHaveLength(1);
    await runQueue(queue.take());
    expect((await fakeListenBrainz(token)).listens.map((listen) => listen.listened_at)).toEqual([Math.floor(time / 1000)]);
  });
});

describe('delivery', () => {
  it('sends 120 pending Last.fm scrobbles in three signed calls of at most 50', async () => {
    const { name, connection } = await lastFmListener();
    await pendingRows(connection.id, 120);
    const result = await runQueue([{ type: 'scrobble.deliver', connectionId: connection.id }]);
    expect(result.retryMessages).toEqual([]);
    const { scrobbles, calls } = await fakeLastFm(name);
    expect(calls.map((call) => [call.method, call.count])).toEqual([
      ['track.scrobble', 50],
      ['track.scrobble', 50],
      ['track.scrobble', 20],
    ]);
    expect(scrobbles.map((s) => s.track)).toEqual(Array.from({ length: 120 }, (_, i) => `Song ${i}`));
    expect((await outboxOf(connection.id)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('retries a 5xx and a dropped connection with exponential backoff, and a rate limit after its wait', async () => {
    const { token, connection } = await listenBrainzListener();
    await pendingRows(connection.id, 3);
    await fakeListenBrainz(token, { failures: [{ status: 503 }, { drop: true }, { status: 429, resetIn: 90 }] });
    const job = { type: 'scrobble.deliver', connectionId: connection.id };
    const delays = [];
    for (const attempt of [1, 2, 3]) {
      const result = await runQueue([job], attempt);
      delays.push(result.retryMessages[0]?.delaySeconds);
      expect((await outboxOf(connection.id)).every((row) => row.status === 'pending' && row.lease_until === 0)).toBe(true);
    }
    expect(delays).toEqual([30, 60, 90]);
    const result = await runQueue([job], 4);
    expect(result.retryMessages).toEqual([]);
    expect((await fakeListenBrainz(token)).listens).toHaveLength(3);
    expect((await outboxOf(connection.id)).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
      ['sent', 3],
    ]);
  });

  it('gives up on a call after 10 s and retries it', async () => {
    const { token, connection } = await listenBrainzListener();
    await pendingRows(connection.id, 1);
    await fakeListenBrainz(token, { failures: [{ status: 503, afterMs: CALL_TIMEOUT_MS + 1_000 }] });
    const started = Date.now();
    const result = await runQueue([{ type: 'scrobble.deliver', connectionId: connection.id }]);
    expect(Date.now() - started).toBeLessThan(CALL_TIMEOUT_MS + 1_000);
    expect(result.retryMessages.map((retry) => retry.delaySeconds)).toEqual([30]);
    expect((await outboxOf(connection.id))[0]).toMatchObject({ status: 'pending', attempts: 1, lease_until: 0 });
  }, 30_000);

  it("keeps the scrobbles and shows an error when Last.fm refuses the site's own key, until the admin fixes it", async () => {
    const { headers, name, connection } = await lastFmListener();
    await pendingRows(connection.id, 1);
    await postJson('/api/v1/settings', { settings: { 'scrobbling.lastfm.api_key': 'a-wrong-key' } }, await adminHeaders());
    try {
      const result = await runQueue([{ type: 'scrobble.deliver', connectionId: connection.id }]);
      expect(result.retryMessages).toEqual([]);
      expect((await connectionsOf(headers))[0]).toMatchObject({ status: 'error', pending: 1 });
      expect((await connectionRow(connection.id)).status_message).toMatch(/Invalid API key/);
    } finally {
      await enableLastFm();
    }
    await runQueue([{ type: 'scrobble.deliver', connectionId: connection.id }]);
    expect((await fakeLastFm(name)).scrobbles).toHaveLength(1);
    expect((await connectionsOf(headers))[0]).toMatchObject({ status: 'connected', pending: 0 });
  });

  it("retries Last.fm's temporary errors, and gives up on the message after the last attempt, showing the error", async () => {
    const { name, headers, connection } = await lastFmListener();
    await pendingRows(connection.id, 2);
    await fakeLastFm(name, { failures: [{ error: 16 }, { error: 29 }, { status: 500 }] });
    const job = { type: 'scrobble.deliver', connectionId: connection.id };
    expect((await runQueue([job], 1)).retryMessages[0].delaySeconds).toBe(30);
    expect((await runQueue([job], 2)).retryMessages[0].delaySeconds).toBeGreaterThanOrEqual(60);
    const last = await runQueue([job], RETRY_MAX_ATTEMPTS);
    expect(last.retryMessages).toEqual([]);
    const [status] = await connectionsOf(headers);
    expect(status).toMatchObject({ status: 'error', pending: 2 });
    // The next message (the cron sweep's) sends them, and the connection is well again.
    await runQueue([job]);
    expect((await fakeLastFm(name)).scrobbles).toHaveLength(2);
    expect((await connectionsOf(headers))[0]).toMatchObject({ status: 'connected', status_message: null, pending: 0 });
  });

  it('stops at a revoked token, keeps the scrobbles, says so, and sends them after a reconnect', async () => {
    const { headers, token, connection } = await listenBrainzListener();
    await pendingRows(connection.id, 2);
    await fakeListenBrainz(token, { revoke: true });
    const job = { type: 'scrobble.deliver', connectionId: connection.id };
    expect((await runQueue([job])).retryMessages).toEqual([]);
    expect((await connectionsOf(headers))[0]).toMatchObject({ status: 'revoked', status_message: 'Invalid authorization token.', pending: 2 });
    // Revoked: a new play is kept, not sent.
    const track = await song(200);
    await scrobbleOnce(headers, track.id, { scrobble_id: crypto.randomUUID(), started_at: startedMinutesAgo(5), played_seconds: 150 });
    expect(queue.take()).toEqual([]);
    // A message for a revoked connection sends nothing (the fake answered 401 before recording any call).
    await runQueue([job]);
    expect((await fakeListenBrainz(token)).calls).toEqual([]);
    expect((await connectionsOf(headers))[0].pending).toBe(3);

    const fresh = `${token}-again`;
    expect((await connectListenBrainz(headers, fresh)).status).toBe(201);
    await runQueue(queue.take());
    expect((await fakeListenBrainz(fresh)).listens).toHaveLength(3);
    expect((await connectionsOf(headers))[0]).toMatchObject({ status: 'connected', pending: 0 });
  });

  it("marks a Last.fm connection revoked on error 9 (invalid session)", async () => {
    const { name, headers, connection } = await lastFmListener();
    await pendingRows(connection.id, 1);
    await fakeLastFm(name, { revoke: true });
    await runQueue([{ type: 'scrobble.deliver', connectionId: connection.id }]);
    expect((await connectionsOf(headers))[0]).toMatchObject({ status: 'revoked', pending: 1 });
    expect((await connectionRow(connection.id)).status_message).toMatch(/Invalid session key/);
  });

  it('drops a scrobble the service refuses as malformed instead of retrying it forever', async () => {
    const { token, connection } = await listenBrainzListener();
    await db().insert(scrobbleOutbox).values({ connection_id: connection.id, play_key: 'bad', artist: '', track: 'Nameless', album: null, duration: 100, listened_at: 1_700_000_000 });
    const result = await runQueue([{ type: 'scrobble.deliver', connectionId: connection.id }]);
    expect(result.retryMessages).toEqual([]);
    expect((await outboxOf(connection.id))[0].status).toBe('failed');
    expect((await fakeListenBrainz(token)).calls[0].status).toBe(400);
  });

  it('never lets two consumers send the same rows', async () => {
    const { token, connection } = await listenBrainzListener();
    await pendingRows(connection.id, 5);
    const job = { type: 'scrobble.deliver', connectionId: connection.id };
    await Promise.all([runQueue([job]), runQueue([job]), runQueue([job])]);
    expect((await fakeListenBrainz(token)).listens).toHaveLength(5);
  });
});

describe('scrobbling:sweep', () => {
  it('re-sends connections with stale pending rows (not revoked ones) and prunes old sent rows', async () => {
    const stale = await listenBrainzListener();
    const revoked = await listenBrainzListener();
    await pendingRows(stale.connection.id, 1);
    await pendingRows(revoked.connection.id, 1);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await db().update(scrobbleOutbox).set({ created_at: hourAgo }).where(eq(scrobbleOutbox.connection_id, stale.connection.id));
    await db().update(scrobbleOutbox).set({ created_at: hourAgo }).where(eq(scrobbleOutbox.connection_id, revoked.connection.id));
    await fakeListenBrainz(revoked.token, { revoke: true });
    await runQueue([{ type: 'scrobble.deliver', connectionId: revoked.connection.id }]);
    await db().insert(scrobbleOutbox).values({ connection_id: stale.connection.id, play_key: 'old', artist: 'A', track: 'T', album: null, duration: 100, listened_at: 1, status: 'sent', created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() });
    queue.take();

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const sent = queue.take() as { type: string; connectionId: number }[];
    const mine = sent.filter((job) => job.type === 'scrobble.deliver' && [stale.connection.id, revoked.connection.id].includes(job.connectionId));
    expect(mine).toEqual([{ type: 'scrobble.deliver', connectionId: stale.connection.id }]);
    expect((await outboxOf(stale.connection.id)).map((row) => row.play_key)).toEqual([`test:${stale.connection.id}:0`]);
  });
});
