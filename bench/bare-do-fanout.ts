import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { freePort } from '../scripts/local-server';
import { LiveSockets } from './live-sockets';
import { percentile } from './notification-fanout';

// Issue 12's yardstick, measured again in the same run as the app's
// fan-out (like the ceiling for the routes): a bare SQLite Durable Object
// on its own workerd, with nothing of the app, sends a 100-byte message to
// its 200 sockets on one request. The issue measured 5.7 ms at p90 on a
// quiet machine; on a loaded one this figure says how much of the app's
// time is the machine's.

const WORKER = `
import { DurableObject } from 'cloudflare:workers';
export class Hub extends DurableObject {
  async fetch(request) {
    if (request.headers.get('upgrade') === 'websocket') {
      const pair = new WebSocketPair();
      this.ctx.acceptWebSocket(pair[1]);
      pair[1].send('{"type":"unread-count"}');
      return new Response(null, { status: 101, webSocket: pair[0] });
    }
    const message = JSON.stringify({ type: 'bare', pad: '' });
    const payload = JSON.stringify({ type: 'bare', pad: 'x'.repeat(100 - message.length) });
    for (const socket of this.ctx.getWebSockets()) socket.send(payload);
    return new Response('sent');
  }
}
export default { fetch: (request, env) => env.HUB.get(env.HUB.idFromName('bench')).fetch(request) };
`;

export type BareFanout = { name: string; sockets: number; rounds: number; p50: number; p90: number };

export async function measureBareFanout(sockets: number, rounds: number): Promise<BareFanout> {
  const port = await freePort();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port,
      log: new Log(LogLevel.WARN),
      cf: false,
      workers: [{ name: 'bare', modules: true, script: WORKER, compatibilityDate: '2026-08-01', durableObjects: { HUB: { className: 'Hub', useSQLite: true } } }],
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await mf.ready;
    const open = await LiveSockets.open(base, Array.from({ length: sockets }, () => ''));
    const times: number[] = [];
    try {
      for (let i = 0; i <= rounds; i++) {
        const arrival = open.arrival((f) => f.type === 'bare', 30_000);
        const start = performance.now();
        const [a] = await Promise.all([arrival, fetch(`${base}/push`, { method: 'POST' }).then((r) => r.arrayBuffer())]);
        if (i > 0) times.push(Number((a.lastMs - start).toFixed(2)));
        await sleep(100);
      }
    } finally {
      open.close();
    }
    return { name: `bare Durable Object: 100 bytes to ${sockets} sockets`, sockets, rounds: times.length, p50: percentile(times, 0.5), p90: percentile(times, 0.9) };
  } finally {
    await mf.dispose();
  }
}
