import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scrobbleConnections } from '../../db/scrobbling';
import { settings } from '../../db/settings';
import { adminHeaders, createUser, db, guestHeaders, postJson, request } from './support/http';
import { LASTFM_TEST_KEY } from './support/fake-lastfm';
import { CONNECT_LIMIT } from '../../worker/scrobbling/scrobbling-constants';
import { connectionsOf, connectLastFm, connectListenBrainz, enableLastFm, holdQueue, listenerHeaders, runQueue } from './support/scrobbling-fixtures';

// docs/api/scrobbling.md: connecting, listing and disconnecting accounts.

let queue: ReturnType<typeof holdQueue>;
beforeEach(() => {
  queue = holdQueue();
});
afterEach(() => queue.restore());

describe('GET /api/v1/scrobbling/connections', () => {
  it('is for a signed-in user: a guest gets 401, a new listener no connections', async () => {
    expect((await request('/api/v1/scrobbling/connections')).status).toBe(401);
    const user = await createUser();
    const res = await request('/api/v1/scrobbling/connections', { headers: await listenerHeaders(user.id) });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).connections).toEqual([]);
  });

  it('offers Last.fm only once the admin saved both its API key and its secret, and never shows the secret', async () => {
    await postJson('/api/v1/settings', { settings: { 'scrobbling.lastfm.api_key': '', 'scrobbling.lastfm.api_secret': null } }, await adminHeaders());
    const headers = await listenerHeaders((await createUser()).id);
    const offered = async () => (await (await request('/api/v1/scrobbling/connections', { headers })).json<any>()).services;
    expect(await offered()).toEqual({ listenbrainz: true, lastfm: false });
    expect((await postJson('/api/v1/scrobbling/lastfm/start', {}, headers)).status).toBe(404);
    await postJson('/api/v1/settings', { settings: { 'scrobbling.lastfm.api_key': LASTFM_TEST_KEY } }, await adminHeaders());
    expect((await offered()).lastfm).toBe(false);
    await enableLastFm();
    expect((await offered()).lastfm).toBe(true);
    const adminView = await (await request('/api/v1/settings', { headers: await adminHeaders() })).text();
    expect(adminView).not.toContain('lastfm-test-secret');
    const [stored] = await db().select().from(settings).where(eq(settings.name, 'scrobbling.lastfm.api_secret'));
    expect(stored.value).toBe('lastfm-test-secret');
  });
});

describe('POST /api/v1/scrobbling/listenbrainz', () => {
  it('checks the token with ListenBrainz first: one it does not know is 422 on the field', async () => {
    const headers = await listenerHeaders((await createUser()).id);
    const res = await connectListenBrainz(headers, 'not-a-real-token');
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.token[0]).toMatch(/does not accept this token/);
    expect((await connectListenBrainz(headers, '')).status).toBe(422);
    expect(await connectionsOf(headers)).toEqual([]);
  });

  it('stores a valid token sealed, answers the connection without it, and lists it', async () => {
    const user = await createUser();
    const headers = await listenerHeaders(user.id);
    const res = await connectListenBrainz(headers, 'lb-alice');
    expect(res.status).toBe(201);
    const { connection } = await res.json<any>();
    expect(connection).toMatchObject({ service: 'listenbrainz', account_name: 'alice', status: 'connected', pending: 0, last_scrobble_at: null });
    expect(JSON.stringify(connection)).not.toContain('lb-alice');
    const [row] = await db().select().from(scrobbleConnections).where(eq(scrobbleConnections.user_id, user.id));
    expect(row.credential_encrypted).not.toContain('lb-alice');
    expect(await connectionsOf(headers)).toEqual([connection]);
    // Connecting again replaces the token: still one connection per service.
    expect((await connectListenBrainz(headers, 'lb-alice2')).status).toBe(201);
    expect((await connectionsOf(headers)).map((c) => c.account_name)).toEqual(['alice2']);
  });

  it('allows 10 connect attempts an hour per listener, then 429', async () => {
    const headers = await listenerHeaders((await createUser()).id);
    for (let i = 0; i < CONNECT_LIMIT.max; i++) expect((await connectListenBrainz(headers, `wrong-${i}`)).status).toBe(422);
    const refused = await connectListenBrainz(headers, 'lb-late');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    // Another listener has their own attempts.
    expect((await connectListenBrainz(await listenerHeaders((await createUser()).id), 'lb-other')).status).toBe(201);
  });

  it('refuses a token longer than any ListenBrainz token without asking ListenBrainz', async () => {
    const headers = await listenerHeaders((await createUser()).id);
    const res = await connectListenBrainz(headers, 'lb-' + 'x'.repeat(100));
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.token).toBeDefined();
  });
});

describe('Last.fm web authentication', () => {
  it('sends the listener to Last.fm with the API key and a signed callback, and stores the session the callback trades', async () => {
    await enableLastFm();
    const headers = await listenerHeaders((await createUser()).id);
    const start = await postJson('/api/v1/scrobbling/lastfm/start', {}, headers);
    const { url } = await start.json<{ url: string }>();
    const auth = new URL(url);
    expect(auth.origin + auth.pathname).toBe('https://www.last.fm/api/auth/');
    expect(auth.searchParams.get('api_key')).toBe(LASTFM_TEST_KEY);
    expect(new URL(auth.searchParams.get('cb')!).pathname).toBe('/api/v1/scrobbling/lastfm/callback');

    const res = await connectLastFm(headers, 'bob-fm');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account-settings#scrobbling');
    expect(await connectionsOf(headers)).toMatchObject([{ service: 'lastfm', account_name: 'bob-fm', status: 'connected' }]);
  });

  it("refuses a callback in another user's browser, with a forged state, or without a token", async () => {
    await enableLastFm();
    const starter = await listenerHeaders((await createUser()).id);
    const other = await listenerHeaders((await createUser()).id);
    const { url } = await (await postJson('/api/v1/scrobbling/lastfm/start', {}, starter)).json<{ url: string }>();
    const { allowOnFakeLastFm } = await import('./support/fake-lastfm');
    const callback = new URL(await allowOnFakeLastFm(url, 'mallory'));
    const path = callback.pathname + callback.search;
    const answer = async (p: string, headers: Record<string, string>) => (await request(p, { headers, redirect: 'manual' })).headers.get('location');
    expect(await answer(path, other)).toBe('/account-settings?lastfm=failed#scrobbling');
    const forged = new URL(callback);
    forged.searchParams.set('state', 'AAAA' + forged.searchParams.get('state')!.slice(4));
    expect(await answer(forged.pathname + forged.search, starter)).toBe('/account-settings?lastfm=failed#scrobbling');
    const noToken = new URL(callback);
    noToken.searchParams.delete('token');
    expect(await answer(noToken.pathname + noToken.search, starter)).toBe('/account-settings?lastfm=failed#scrobbling');
    expect(await connectionsOf(other)).toEqual([]);
    expect(await connectionsOf(starter)).toEqual([]);
    // A guest (no session) is sent back too, with nothing stored.
    expect(await answer(path, {})).toBe('/account-settings?lastfm=failed#scrobbling');
  });
});

describe('DELETE /api/v1/scrobbling/connections/{id}', () => {
  it("removes the listener's own connection; another user's is 404 and stays", async () => {
    const owner = await listenerHeaders((await createUser()).id);
    const stranger = await listenerHeaders((await createUser()).id);
    const { connection } = await (await connectListenBrainz(owner, 'lb-carol')).json<any>();
    expect((await request(`/api/v1/scrobbling/connections/${connection.id}`, { method: 'DELETE', headers: stranger })).status).toBe(404);
    expect(await connectionsOf(stranger)).toEqual([]);
    expect(await connectionsOf(owner)).toHaveLength(1);
    expect((await request(`/api/v1/scrobbling/connections/${connection.id}`, { method: 'DELETE', headers: owner })).status).toBe(204);
    expect(await connectionsOf(owner)).toEqual([]);
    expect((await request(`/api/v1/scrobbling/connections/${connection.id}`, { method: 'DELETE', headers: guestHeaders() })).status).toBe(401);
    // A message for the removed connection finds nothing to send.
    const result = await runQueue(queue.take());
    expect(result.retryMessages).toEqual([]);
  });
});
