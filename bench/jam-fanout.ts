import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { BENCH_USER_PASSWORD, benchUserEmail } from './bench-users';
import { percentile } from './notification-fanout';
import { signInUser } from './sign-in';

// Issue 30, `jam fan-out`: a Jam of 32 listeners, each with its socket open;
// from the host's command on its socket (a seek) to the new playback
// arriving on all 32 sockets, p50 and p90 over rounds, against a bare
// Durable Object's fan-out to 32 sockets measured in the same run.

export const JAM_FANOUT = 'jam fan-out';
export const JAM_SOCKETS = 32;
/** Bench listeners 760 to 791: clear of the signed-in routes' listener 0 and of issue 12's 798 to 999. */
const jamListener = (n: number) => 760 + n;
const CSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
const ROUND_TIMEOUT_MS = 30_000;

export type JamFanout = { name: string; sockets: number; rounds: number; p50: number; p90: number; spread_p90: number };

type Frame = { type: string; playback?: { position_ms: number } };

async function send<T>(baseUrl: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `${cookie}; ${CSRF.cookie}`, 'x-xsrf-token': CSRF['x-xsrf-token'] },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A member's socket, resolved once the Jam greets it with its snapshot. */
function openSocket(url: string, cookie: string, onFrame: (frame: Frame, at: number) => void): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { cookie } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a Jam socket got no snapshot in 15 s')), 15_000);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`the Jam socket answered ${response.statusCode}`)));
    socket.once('error', reject);
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === 'state') {
        clearTimeout(timer);
        resolve(socket);
      }
      onFrame(frame, at);
    });
  });
}

export async function measureJamFanout(baseUrl: string, trackId: number, rounds: number, log: (m: string) => void): Promise<JamFanout> {
  const members = [];
  for (let n = 0; n < JAM_SOCKETS; n += 4) {
    const batch = [n, n + 1, n + 2, n + 3].filter((k) => k < JAM_SOCKETS);
    members.push(...(await Promise.all(batch.map((k) => signInUser(baseUrl, benchUserEmail(jamListener(k)), BENCH_USER_PASSWORD, `192.0.2.${k + 1}`)))));
  }
  const [host, ...guests] = members;
  const { jam } = await send<{ jam: { code: string } }>(baseUrl, host.cookie, 'POST', 'jams', { track_ids: [trackId], playing: true });
  for (const guest of guests) await send(baseUrl, guest.cookie, 'POST', `jams/${jam.code}/join`);

  // Each round waits for the seek to `expected` on every socket.
  let expected = -1;
  let seen = new Set<number>();
  let first = 0;
  let done: ((lastMs: number) => void) | null = null;
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/v1/jams/${jam.code}/socket`;
  const sockets: WebSocket[] = [];
  for (const [index, member] of members.entries()) {
    sockets.push(
      await openSocket(url, member.cookie, (frame, at) => {
        if (frame.type !== 'playback' || frame.playback?.position_ms !== expected || seen.has(index)) return;
        if (seen.size === 0) first = at;
        seen.add(index);
        if (seen.size === JAM_SOCKETS) done?.(at);
      }),
    );
  }
  log(`${JAM_FANOUT}: ${sockets.length} member sockets of one Jam open; ${rounds} seeks by the host`);
  const times: number[] = [];
  const spreads: number[] = [];
  try {
    for (let i = 0; i <= rounds; i++) {
      seen = new Set();
      expected = 1_000 + i;
      const arrival = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${seen.size} of ${JAM_SOCKETS} sockets got the seek within ${ROUND_TIMEOUT_MS / 1000} s`)), ROUND_TIMEOUT_MS);
        done = (lastMs) => {
          clearTimeout(timer);
          resolve(lastMs);
        };
      });
      const start = performance.now();
      sockets[0].send(JSON.stringify({ type: 'seek', position_ms: expected }));
      const last = await arrival;
      if (i > 0) {
        times.push(Number((last - start).toFixed(2)));
        spreads.push(Number((last - first).toFixed(2)));
      }
      await sleep(100);
    }
  } finally {
    for (const socket of sockets) socket.close(1000);
    await send(baseUrl, host.cookie, 'POST', `jams/${jam.code}/leave`, { then: 'end' }).catch(() => {});
  }
  return {
    name: `${JAM_FANOUT}: a host's seek to ${JAM_SOCKETS} member sockets`,
    sockets: JAM_SOCKETS,
    rounds: times.length,
    p50: percentile(times, 0.5),
    p90: percentile(times, 0.9),
    spread_p90: percentile(spreads, 0.9),
  };
}
