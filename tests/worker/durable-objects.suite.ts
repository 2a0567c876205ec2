import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createUser, loginAs, request } from './support/http';
import { TUS_UPLOAD_TTL_MS } from '../../worker/uploads/tus-upload';

function nextMessage(socket: WebSocket): Promise<any> {
  return new Promise((resolve) => socket.addEventListener('message', (e) => resolve(JSON.parse(e.data as string)), { once: true }));
}

describe('NotificationHub, through GET /api/v1/notifications/live', () => {
  it('needs a signed-in user', async () => {
    const res = await request('/api/v1/notifications/live', { headers: { Upgrade: 'websocket' } });
    expect(res.status).toBe(401);
  });

  it('sends the stored unread count on connect and each pushed message to every open socket', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const sockets: WebSocket[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await request('/api/v1/notifications/live', { headers: { ...headers, Upgrade: 'websocket' } });
      expect(res.status).toBe(101);
      const socket = res.webSocket!;
      const first = nextMessage(socket);
      socket.accept();
      expect(await first).toEqual({ type: 'unread-count', count: 0, version: 0 });
      sockets.push(socket);
    }
    const received = sockets.map(nextMessage);
    const hub = env.NOTIFICATION_HUB.get(env.NOTIFICATION_HUB.idFromName(`user:${user.id}`));
    expect(await hub.push({ type: 'unread-count', count: 3, version: 7 })).toBe(2);
    for (const message of await Promise.all(received)) expect(message).toEqual({ type: 'unread-count', count: 3, version: 7 });
    expect(await hub.connections()).toBe(2);
    sockets.forEach((s) => s.close());
  });
});

// WorkspaceHub: tests/worker/workspaces-hub.suite.ts.

describe('TusUpload', () => {
  const newUpload = async (name: string) => {
    const stub = env.TUS_UPLOAD.get(env.TUS_UPLOAD.idFromName(name));
    await stub.create({ key: name, length: 10, userId: 1, metadata: { filename: 'a.mp3' } });
    return stub;
  };

  it('accepts a chunk only at the current offset (409) and one writer at a time (423)', async () => {
    const stub = await newUpload('offsets');
    expect(await stub.beginChunk(5)).toMatchObject({ ok: false, status: 409 });
    expect(await stub.beginChunk(0)).toMatchObject({ ok: true });
    expect(await stub.beginChunk(0)).toMatchObject({ ok: false, status: 423 });
    expect((await stub.endChunk(6)).offset).toBe(6);
    expect(await stub.beginChunk(0)).toMatchObject({ ok: false, status: 409 });
    expect(await stub.beginChunk(6)).toMatchObject({ ok: true });
    expect((await stub.endChunk(100)).offset).toBe(10);
  });

  it('cleans an abandoned upload and its temporary objects when the alarm fires, twice safely', async () => {
    const stub = await newUpload('abandoned');
    await env.MEDIA.put('tus/abandoned/tail', 'leftover bytes');
    await runInDurableObject(stub, async (instance, state) => {
      const current = (await state.storage.get<any>('state'))!;
      await state.storage.put('state', { ...current, expiresAt: Date.now() - 1 });
      expect(instance).toBeDefined();
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.state()).toBeNull();
    expect(await env.MEDIA.get('tus/abandoned/tail')).toBeNull();
    expect(await runDurableObjectAlarm(stub)).toBe(false);
  });

  it('keeps an upload that is still within its lifetime', async () => {
    const stub = await newUpload('alive');
    await runInDurableObject(stub, async (_instance, state) => {
      expect(await state.storage.getAlarm()).toBeGreaterThan(Date.now() + TUS_UPLOAD_TTL_MS - 60_000);
    });
    expect(await stub.terminate()).toBe(true);
    expect(await stub.state()).toBeNull();
  });
});
