import type { ChildServer } from '../scripts/local-server';
import { CEILING } from './routes';

export type FreshStart = {
  /** From starting the server process to the first 200 of the ceiling. */
  start_to_first_200_ms: number;
  /** The latency of that request: the first one the worker answers. */
  first_request_ms: number;
};

/** A static file: wrangler.toml's run_worker_first leaves it to the assets service, so waiting for it runs none of the worker's code. */
const STATIC_READY_PATH = '/favicon.svg';

const ms = (n: number) => Number(n.toFixed(1));

/**
 * A fresh start of the local server on the bench state: `start` starts it
 * and waits for `readyPath` (scripts/local-server.ts polls every 200 ms, so
 * the start's time is that coarse); then the ceiling, the first request the
 * worker itself answers, whose latency is what a new isolate's first request
 * pays (its first run of the code, the middleware's first KV and D1 reads).
 */
export async function measureFreshStart(start: (readyPath: string) => Promise<ChildServer>): Promise<FreshStart> {
  const started = performance.now();
  const server = await start(STATIC_READY_PATH);
  try {
    const sent = performance.now();
    const response = await fetch(`${server.url}${CEILING.path}`);
    await response.arrayBuffer();
    const answered = performance.now();
    if (!response.ok) throw new Error(`the fresh server's first ceiling answered ${response.status}`);
    return { start_to_first_200_ms: ms(answered - started), first_request_ms: ms(answered - sent) };
  } finally {
    await server.stop();
  }
}
