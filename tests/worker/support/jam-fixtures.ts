import { expect } from 'vitest';
import { createUser, loginAs, request } from './http';
import { browserFor } from './workspace-fixtures';
import { audioBytes, createTrack } from './music-fixtures';

/** A signed-in listener with a browser. */
export async function listener() {
  const user = await createUser();
  return { user, browser: await browserFor(user.id) };
}
export type Listener = Awaited<ReturnType<typeof listener>>;

/** Tracks with audio, 30 s long. */
export async function playableTracks(count: number) {
  const tracks = [];
  for (let i = 0; i < count; i++) tracks.push(await createTrack({ audio: { bytes: audioBytes(64) }, values: { duration: 30_000 } }));
  return tracks;
}

/** A Jam hosted by a new listener, playing the first of two tracks. */
export async function startJam(body: Record<string, unknown> = {}) {
  const host = await listener();
  const tracks = await playableTracks(2);
  const res = await host.browser.post('/api/v1/jams', { track_ids: tracks.map((t) => t.id), ...body });
  expect(res.status).toBe(201);
  const { jam } = await res.json<any>();
  return { host, tracks, jam, code: jam.code as string, path: `/api/v1/jams/${jam.code}` };
}

export async function joined(path: string) {
  const guest = await listener();
  expect((await guest.browser.post(`${path}/join`)).status).toBe(200);
  return guest;
}

/** A socket with a queue of the messages it got; `next(type)` waits for the next of that type. */
export async function openJamSocket(path: string, userId: number) {
  const res = await request(`${path}/socket`, { headers: { ...(await loginAs(userId)).headers, Upgrade: 'websocket' } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const inbox: any[] = [];
  const waiting: { type: string; match: (message: any) => boolean; resolve: (message: any) => void }[] = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data as string);
    const at = waiting.findIndex((w) => w.type === message.type && w.match(message));
    if (at >= 0) waiting.splice(at, 1)[0].resolve(message);
    else inbox.push(message);
  });
  let closed: { code: number } | null = null;
  socket.addEventListener('close', (event) => (closed = { code: event.code }));
  socket.accept();
  return {
    socket,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    /** The first message of `type` (that `match` accepts) not taken yet, waiting for it if need be. */
    next(type: string, match: (message: any) => boolean = () => true): Promise<any> {
      const at = inbox.findIndex((m) => m.type === type && match(m));
      if (at >= 0) return Promise.resolve(inbox.splice(at, 1)[0]);
      return new Promise((resolve) => waiting.push({ type, match, resolve }));
    },
    /** Drops what arrived so far (the greetings of other joins). */
    clear: () => inbox.splice(0),
    closed: () => closed,
  };
}
