import { describe, expect, it } from 'vitest';
import { guestHeaders, request } from './support/http';
import { createTrack } from './support/music-fixtures';
import { joined, listener, openJamSocket, playableTracks, startJam } from './support/jam-fixtures';
import { JAM_CODE_PATTERN, JAM_MAX_LISTENERS } from '../../worker/jam/jam-constants';

const UNKNOWN = '/api/v1/jams/ABCDEFGHJK';

describe('POST /api/v1/jams', () => {
  it('starts a Jam with the catalog payloads of the tracks, the creator as host, and an unguessable code', async () => {
    const { jam, host, tracks } = await startJam({ index: 1, position_ms: 5_000, playing: false });
    expect(jam.code).toMatch(JAM_CODE_PATTERN);
    expect(jam.url).toBe(`/jam/${jam.code}`);
    expect(jam).toMatchObject({ status: 'active', host_id: host.user.id, settings: { guests_can_control: false, on_host_leave: 'pass' }, version: 1 });
    expect(jam.queue.map((item: any) => item.track.id)).toEqual(tracks.map((t) => t.id));
    expect(jam.queue[0]).toMatchObject({ added_by: { id: host.user.id, name: host.user.name }, track: { src: `/api/v1/tracks/${tracks[0].id}/stream` } });
    expect(jam.playback).toMatchObject({ index: 1, item_id: jam.queue[1].id, playing: false, position_ms: 5_000 });
    expect(jam.listeners).toEqual([expect.objectContaining({ id: host.user.id, online: false })]);
  });

  it('refuses a guest (401), a track without audio and an unknown one (422)', async () => {
    const [playable] = await playableTracks(1);
    const silent = await createTrack();
    expect((await request('/api/v1/jams', { method: 'POST', headers: { ...guestHeaders(), 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(401);
    const { browser } = await listener();
    const res = await browser.post('/api/v1/jams', { track_ids: [playable.id, silent.id, 999_999] });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.track_ids[0]).toContain(`${silent.id}, 999999`);
    expect((await browser.post('/api/v1/jams', { track_ids: [] })).status).toBe(422);
  });
});

describe('members only', () => {
  it('answers 404 for an unknown code and 403 to a signed-in stranger on every member route and the socket', async () => {
    const { path, host } = await startJam();
    const stranger = await listener();
    const calls = (base: string) => [
      () => stranger.browser.get(base),
      () => stranger.browser.post(`${base}/leave`),
      () => stranger.browser.delete(`${base}/listeners/${host.user.id}`),
      () => stranger.browser.fetch(`${base}/settings`, { method: 'PATCH', json: { guests_can_control: true } }),
      () => stranger.browser.post(`${base}/queue`, { track_ids: [1] }),
      () => stranger.browser.fetch(`${base}/socket`, { headers: { Upgrade: 'websocket' } }),
    ];
    for (const call of calls(path)) expect((await call()).status).toBe(403);
    for (const call of calls(UNKNOWN)) expect((await call()).status).toBe(404);
    expect((await stranger.browser.get(`${UNKNOWN}/preview`)).status).toBe(404);
    expect((await stranger.browser.post(`${UNKNOWN}/join`)).status).toBe(404);
    expect((await request(path)).status).toBe(401);
    expect((await request(`${path}/preview`)).status).toBe(401);
    expect((await stranger.browser.get('/api/v1/jams/not-a-code')).status).toBe(422);
  });

  it('shows the join page a preview: host, listeners, what plays, whether it is full', async () => {
    const { path, host, tracks } = await startJam();
    const stranger = await listener();
    const { preview } = await (await stranger.browser.get(`${path}/preview`)).json<any>();
    expect(preview).toMatchObject({ host: { id: host.user.id }, listener_count: 1, full: false, now_playing: { id: tracks[0].id } });
    expect(preview).not.toHaveProperty('queue');
  });
});

describe('POST /api/v1/jams/{code}/join', () => {
  it('adds the listener once, and refuses the 33rd listener with 409', async () => {
    const { path } = await startJam();
    const guest = await joined(path);
    const again = await (await guest.browser.post(`${path}/join`)).json<any>();
    expect(again.jam.listeners.map((l: any) => l.id)).toContain(guest.user.id);
    expect(again.jam.listeners).toHaveLength(2);
    for (let i = 2; i < JAM_MAX_LISTENERS; i++) await joined(path);
    const late = await listener();
    const res = await late.browser.post(`${path}/join`);
    expect(res.status).toBe(409);
    expect((await res.json<any>()).message).toBe('This Jam is full: it has 32 listeners.');
    expect((await (await late.browser.get(`${path}/preview`)).json<any>()).preview).toMatchObject({ listener_count: 32, full: true });
  });
});

describe('PATCH /api/v1/jams/{code}/settings and the socket commands', () => {
  it('lets only the host control playback until the host turns "guests can control" on', async () => {
    const { path, host, jam } = await startJam();
    const guest = await joined(path);
    const hostSocket = await openJamSocket(path, host.user.id);
    const guestSocket = await openJamSocket(path, guest.user.id);
    const snapshot = await guestSocket.next('state');
    expect(snapshot.jam.version).toBeGreaterThanOrEqual(jam.version);
    expect(snapshot.server_ms).toBeTypeOf('number');

    guestSocket.send({ type: 'pause' });
    expect(await guestSocket.next('error')).toEqual({ type: 'error', code: 'forbidden', message: 'Only the host controls playback in this Jam.' });

    hostSocket.send({ type: 'seek', position_ms: 12_000 });
    const seek = await guestSocket.next('playback');
    expect(seek.playback).toMatchObject({ index: 0, playing: true, position_ms: 12_000 });
    expect(seek.playback.at_server_ms).toBeLessThanOrEqual(seek.server_ms);
    hostSocket.send({ type: 'pause' });
    const paused = await guestSocket.next('playback');
    expect(paused.playback.playing).toBe(false);
    expect(paused.version).toBeGreaterThan(seek.version);

    expect((await guest.browser.fetch(`${path}/settings`, { method: 'PATCH', json: { guests_can_control: true } })).status).toBe(403);
    const res = await host.browser.fetch(`${path}/settings`, { method: 'PATCH', json: { guests_can_control: true } });
    expect((await res.json<any>()).jam.settings.guests_can_control).toBe(true);
    expect((await host.browser.fetch(`${path}/settings`, { method: 'PATCH', json: {} })).status).toBe(422);
    guestSocket.send({ type: 'next' });
    expect((await hostSocket.next('playback', (m) => m.playback.index === 1)).playback).toMatchObject({ index: 1, item_id: jam.queue[1].id, position_ms: 0, playing: false });
    hostSocket.socket.close();
    guestSocket.socket.close();
  });

  it('answers clock pings with the server time and the client time echoed', async () => {
    const { path, host } = await startJam();
    const socket = await openJamSocket(path, host.user.id);
    const before = Date.now();
    socket.send({ type: 'ping', id: 7, client_ms: 123.5 });
    const pong = await socket.next('pong');
    expect(pong).toMatchObject({ type: 'pong', id: 7, client_ms: 123.5 });
    expect(pong.server_ms).toBeGreaterThanOrEqual(before);
    socket.send({ type: 'dance' });
    expect((await socket.next('error')).code).toBe('invalid');
    socket.socket.close();
  });
});

describe('POST /api/v1/jams/{code}/queue', () => {
  it('appends tracks naming who added each, and tells every socket', async () => {
    const { path, host } = await startJam();
    const guest = await joined(path);
    const hostSocket = await openJamSocket(path, host.user.id);
    hostSocket.clear();
    const [extra] = await playableTracks(1);
    const res = await guest.browser.post(`${path}/queue`, { track_ids: [extra.id] });
    expect(res.status).toBe(200);
    const pushed = await hostSocket.next('state', (m) => m.jam.queue.length === 3);
    const last = pushed.jam.queue.at(-1);
    expect(last).toMatchObject({ id: 3, track: { id: extra.id }, added_by: { id: guest.user.id, name: guest.user.name } });
    expect((await guest.browser.post(`${path}/queue`, { track_ids: [999_999] })).status).toBe(422);
    hostSocket.socket.close();
  });
});

describe('DELETE /api/v1/jams/{code}/listeners/{userId}', () => {
  it('lets the host remove a listener, who is disconnected and may not come back; a guest may not remove anyone', async () => {
    const { path, host } = await startJam();
    const guest = await joined(path);
    const other = await joined(path);
    expect((await other.browser.delete(`${path}/listeners/${guest.user.id}`)).status).toBe(403);
    const guestSocket = await openJamSocket(path, guest.user.id);
    expect((await host.browser.delete(`${path}/listeners/${guest.user.id}`)).status).toBe(204);
    expect(await guestSocket.next('removed')).toEqual({ type: 'removed' });
    expect((await guest.browser.get(path)).status).toBe(403);
    expect((await guest.browser.post(`${path}/join`)).status).toBe(403);
    expect((await guest.browser.get(`${path}/preview`)).status).toBe(403);
    expect((await guest.browser.fetch(`${path}/socket`, { headers: { Upgrade: 'websocket' } })).status).toBe(403);
    expect((await host.browser.delete(`${path}/listeners/${host.user.id}`)).status).toBe(422);
  });
});

describe('POST /api/v1/jams/{code}/leave', () => {
  it('a guest leaves and may join again', async () => {
    const { path } = await startJam();
    const guest = await joined(path);
    expect((await guest.browser.post(`${path}/leave`)).status).toBe(204);
    expect((await guest.browser.get(path)).status).toBe(403);
    expect((await guest.browser.post(`${path}/join`)).status).toBe(200);
  });

  it('the host ends the Jam for everyone: sockets get "ended" and every route answers 404', async () => {
    const { path, host } = await startJam();
    const guest = await joined(path);
    const guestSocket = await openJamSocket(path, guest.user.id);
    expect((await host.browser.post(`${path}/leave`, { then: 'end' })).status).toBe(204);
    expect(await guestSocket.next('ended')).toEqual({ type: 'ended', reason: 'host-ended' });
    const gone = await guest.browser.get(path);
    expect(gone.status).toBe(404);
    expect((await gone.json<any>()).message).toBe('This Jam has ended.');
    expect((await guest.browser.post(`${path}/join`)).status).toBe(404);
  });

  it('the host passes the Jam to the longest-present listener, or to the one named', async () => {
    const { path, host } = await startJam();
    const first = await joined(path);
    const second = await joined(path);
    const named = await (await second.browser.get(path)).json<any>();
    expect(named.jam.host_id).toBe(host.user.id);
    expect((await host.browser.post(`${path}/leave`, { then: 'pass', to: 999_999 })).status).toBe(422);
    expect((await host.browser.post(`${path}/leave`, { then: 'pass' })).status).toBe(204);
    const { jam } = await (await first.browser.get(path)).json<any>();
    expect(jam.host_id).toBe(first.user.id);
    expect(jam.listeners.map((l: any) => l.id)).toEqual([first.user.id, second.user.id]);
    expect((await first.browser.post(`${path}/leave`, { then: 'pass', to: second.user.id })).status).toBe(204);
    expect((await (await second.browser.get(path)).json<any>()).jam.host_id).toBe(second.user.id);
    // The last listener passing it on has no one to pass to: the Jam ends.
    expect((await second.browser.post(`${path}/leave`, { then: 'pass' })).status).toBe(204);
    expect((await second.browser.get(path)).status).toBe(404);
  });
});

describe('GET /api/v1/jams/{code}/socket', () => {
  it('greets a reconnecting member with the current snapshot', async () => {
    const { path, host } = await startJam();
    const guest = await joined(path);
    const first = await openJamSocket(path, guest.user.id);
    await first.next('state');
    first.socket.close();
    const hostSocket = await openJamSocket(path, host.user.id);
    hostSocket.send({ type: 'seek', position_ms: 20_000 });
    await hostSocket.next('playback');
    const again = await openJamSocket(path, guest.user.id);
    const { jam } = await again.next('state');
    expect(jam.playback).toMatchObject({ position_ms: 20_000, playing: true });
    expect(jam.listeners.find((l: any) => l.id === guest.user.id).online).toBe(true);
    again.socket.close();
    hostSocket.socket.close();
  });

  it("refuses another site's page (403)", async () => {
    const { path, host } = await startJam();
    const res = await host.browser.fetch(`${path}/socket`, { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});
