// The local server: the built worker bundle (dist/worker, made by
// `npm run build`) in one workerd through the Miniflare API, with the
// bindings wrangler.toml declares (D1, KV, R2, Durable Objects, the queue and
// its consumer, static assets with the production routing rules), persisted
// where `wrangler dev` keeps them (<persistTo>/v3), and wrangler.toml's crons
// fired on schedule. Shared by `npm start`, the e2e suite, the soak and the
// bench; docs/decisions/012-local-server.md says why not `wrangler dev`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare, type V4WorkerOptions } from 'miniflare';
import { scheduleCrons } from './cron-schedule';
import { killGroup, killGroupNow, nodeBin, OutputTail, ROOT } from './processes';

export const WORKER_BUNDLE = join(ROOT, 'dist', 'worker', 'index.js');
export const WRANGLER_CONFIG = join(ROOT, 'wrangler.toml');
/** wrangler.toml as the local server needs it, written by `npm run build` (scripts/local-worker-config.ts). */
export const LOCAL_CONFIG = join(ROOT, 'dist', 'worker', 'local-config.json');

type WorkerOptions = Omit<V4WorkerOptions, 'script' | 'scriptPath' | 'modules' | 'modulesRules'>;
export type LocalWorkerConfig = { name: string; crons: string[]; worker: WorkerOptions };

function localConfig(): LocalWorkerConfig {
  for (const built of [WORKER_BUNDLE, LOCAL_CONFIG]) if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(LOCAL_CONFIG, 'utf8')) as LocalWorkerConfig;
}
export const DEFAULT_STATE = '.wrangler/state';

export type ServeOptions = {
  port?: number;
  /** Local state folder, relative to the project (default .wrangler/state, as wrangler's). */
  persistTo?: string;
  /** Extra plain-text bindings, such as BENCH=1 for the bench-only routes. */
  vars?: Record<string, string>;
  /** Log each request and the server's notes (npm start); otherwise only warnings and errors. */
  verbose?: boolean;
  /** Fire wrangler.toml's crons on schedule (npm start). */
  crons?: boolean;
  /** Open the V8 inspector of the app's isolate on this port (the soak's heap snapshot: bench/soak-memory.ts). */
  inspectorPort?: number;
};

export type LocalServer = { url: string; port: number; stop: () => Promise<void> };

/**
 * Env for every local wrangler and Miniflare: no local trace collector (it
 * halves throughput), no metrics, and no fetch of the Request.cf object from
 * Cloudflare (a placeholder is used): everything stays on loopback.
 */
export function localWranglerEnv(): NodeJS.ProcessEnv {
  return { ...process.env, X_LOCAL_OBSERVABILITY: 'false', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The cron expressions of wrangler.toml's [triggers]. */
export function configuredCrons(): string[] {
  return localConfig().crons;
}

function miniflareOptions(port: number, options: ServeOptions) {
  const { name, worker } = localConfig();
  return convertV4MiniflareOptions({
    host: '127.0.0.1',
    port,
    log: new Log(options.verbose ? LogLevel.INFO : LogLevel.WARN),
    logRequests: options.verbose ?? false,
    cf: false,
    ...(options.inspectorPort ? { inspectorPort: options.inspectorPort, inspectorHost: '127.0.0.1' } : {}),
    resourcePersistencePath: resolve(ROOT, options.persistTo ?? DEFAULT_STATE, 'v3'),
    // `npm run cron` reaches the scheduled handler at /cdn-cgi/local/scheduled (loopback only).
    unsafeTriggerHandlers: true,
    workers: [
      {
        ...worker,
        // The worker's name keys its Durable Objects' storage, as under wrangler dev.
        name,
        modules: true,
        scriptPath: WORKER_BUNDLE,
        // Nothing in front of a loopback server vouches for a client's address
        // (worker/http/client-address.ts); the bench names a header of its own.
        bindings: { ...(worker.bindings as Record<string, string>), CLIENT_IP_HEADER: '', ...options.vars },
      },
    ],
  });
}

type ScheduledFetcher = { scheduled: (options: { cron: string; scheduledTime: Date }) => Promise<{ outcome: string }> };

/**
 * V8 flags for the local workerd (Miniflare reads them from the environment).
 * workerd runs some twenty isolates here (the app, and D1, KV, R2, the
 * queue, the assets and the entry as workers of Miniflare's own), and V8
 * grows each one's young generation up to 16 MiB a semi-space under load
 * and keeps it: the soak saw workerd grow by half in a minute with the
 * app's own live heap at 23 MiB. 2 MiB semi-spaces keep that growth to the
 * live data (docs/bench.md, "Memory under load"). The edge tunes its own.
 */
export const LOCAL_V8_FLAGS = '--max-semi-space-size=2';

/** Serves the worker in this process until `stop()`. */
export async function serveWorker(options: ServeOptions = {}): Promise<LocalServer> {
  const port = options.port ?? (await freePort());
  process.env.MINIFLARE_WORKERD_V8_FLAGS ??= LOCAL_V8_FLAGS;
  const mf = new Miniflare(miniflareOptions(port, options));
  await mf.ready;
  const stopCrons = options.crons
    ? scheduleCrons(configuredCrons(), (cron, scheduledTime) => {
        void mf
          .getWorker()
          // Fetcher's types come from workers-types, which Node code does not load.
          .then((worker) => (worker as unknown as ScheduledFetcher).scheduled({ cron, scheduledTime }))
          .then((result) => options.verbose && console.log(`[cron] ${cron}: ${result.outcome}`))
          .catch((error: unknown) => console.error(`[cron] ${cron} failed: ${String(error)}`));
      })
    : () => {};
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () => {
      stopCrons();
      stopping ??= mf.dispose();
      return stopping;
    },
  };
}

export const READY_LINE = 'local-server ready';

export type ChildServer = LocalServer & {
  /** The server process (workerd runs as its child, in its process group). */
  pid: number;
  /** Stops the server at once (SIGKILL to it and workerd), as a crash would. */
  kill: () => Promise<void>;
  /** Whether the server process is still running. */
  alive: () => boolean;
  /** The last lines it printed. */
  output: OutputTail;
};

/**
 * Starts the local server in a child process (scripts/serve.ts) and waits
 * until `readyPath` answers: the e2e suite, the soak and the bench talk to it
 * over loopback as a browser would, and can tell when it dies.
 */
export async function startLocalServer(options: ServeOptions & { readyPath?: string; timeoutMs?: number } = {}): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const { readyPath = '/api/v1/bootstrap-data', timeoutMs = 120_000, ...serve } = options;
  const child = spawn(nodeBin(), ['--import', 'tsx', join(ROOT, 'scripts', 'serve.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...localWranglerEnv(), LOCAL_SERVER_OPTIONS: JSON.stringify({ ...serve, port }) },
    detached: true,
  });
  const output = new OutputTail(200);
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk));
  const url = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    url,
    port,
    pid: child.pid!,
    output,
    stop: () => killGroup(child, 10_000),
    kill: () => killGroupNow(child),
    alive: () => child.exitCode === null && child.signalCode === null,
  };
  try {
    await waitUntilReady(`${url}${readyPath}`, server, timeoutMs);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- local server output ---\n${output}`, { cause: error });
  }
  return server;
}

async function waitUntilReady(url: string, server: ChildServer, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error('the local server exited before it was ready');
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the local server did not answer ${url} within ${timeoutMs} ms`);
}
