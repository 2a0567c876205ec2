import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** What the NotificationHub sends (worker/notifications/notification-types.ts, LiveMessage), as far as the bench reads it. */
export type LiveFrame = {
  type: string;
  notification?: { type: string; created_at: string; data: { lines: { content: string }[] } };
};

/** When each socket met the frame a round waits for: performance.now() and Date.now() of the last and the first. */
export type Arrivals = { lastMs: number; firstMs: number; lastWall: number; frame: LiveFrame };

type Waiter = { match: (frame: LiveFrame) => boolean; seen: Set<number>; first: number; frame?: LiveFrame; done: (a: Arrivals) => void };

/**
 * Sockets on GET /api/v1/notifications/live as tabs open them (the user's
 * session cookie, no foreign Origin), each greeted by its unread count.
 * `arrival()` resolves when every socket has received a frame that matches.
 */
export class LiveSockets {
  private sockets: WebSocket[] = [];
  private waiter: Waiter | null = null;

  static async open(baseUrl: string, cookies: string[], parallel = 20): Promise<LiveSockets> {
    const set = new LiveSockets();
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/v1/notifications/live`;
    for (let i = 0; i < cookies.length; i += parallel) {
      await Promise.all(cookies.slice(i, i + parallel).map((cookie, j) => set.connect(url, cookie, i + j)));
    }
    return set;
  }

  private connect(url: string, cookie: string, index: number): Promise<void> {
    const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    this.sockets.push(socket);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket ${index} got no greeting in 15 s`)), 15_000);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`socket ${index}: the live route answered ${response.statusCode}`)));
      socket.once('error', reject);
      socket.on('message', (data) => {
        const at = performance.now();
        const frame = JSON.parse(String(data)) as LiveFrame;
        if (frame.type === 'unread-count') {
          clearTimeout(timer);
          resolve();
        }
        this.received(index, frame, at);
      });
    });
  }

  private received(index: number, frame: LiveFrame, at: number) {
    const waiter = this.waiter;
    if (!waiter || waiter.seen.has(index) || !waiter.match(frame)) return;
    if (waiter.seen.size === 0) waiter.first = at;
    waiter.seen.add(index);
    waiter.frame ??= frame;
    if (waiter.seen.size === this.sockets.length) {
      this.waiter = null;
      waiter.done({ lastMs: at, firstMs: waiter.first, lastWall: Date.now(), frame: waiter.frame });
    }
  }

  /** Resolves once every socket has a matching frame; rejects after `timeoutMs` with how many did. Set it up before the request. */
  arrival(match: (frame: LiveFrame) => boolean, timeoutMs: number): Promise<Arrivals> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { match, seen: new Set(), first: 0, done: resolve };
      const timer = setTimeout(() => {
        if (this.waiter === waiter) this.waiter = null;
        reject(new Error(`${waiter.seen.size} of ${this.sockets.length} sockets got the notification within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      waiter.done = (a) => {
        clearTimeout(timer);
        resolve(a);
      };
      this.waiter = waiter;
    });
  }

  get size() {
    return this.sockets.length;
  }

  close() {
    for (const socket of this.sockets) socket.close(1000);
  }
}
