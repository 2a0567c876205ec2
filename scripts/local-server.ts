// Starts the built app under `wrangler dev` on loopback and waits until it
// answers. Shared by `npm start`, the e2e suite and the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { killGroup, OutputTail } from './processes';

export type LocalServer = { url: string; port: number; stop: () => Promise<void> };

export type ServerOptions = {
  port?: number;
  persistTo?: string;
  vars?: Record<string, string>;
  /** Print wrangler's output (npm start) or keep it quiet (tests, bench). */
  inheritOutput?: boolean;
  readyPath?: string;
  timeoutMs?: number;
};

/**
 * Env for every local wrangler: no local trace collector (it halves
 * throughput, DESIGN section 7), no metrics, and no fetch of the Request.cf
 * object from Cloudflare (a placeholder is used): everything stays on loopback.
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

export async function startLocalServer(options: ServerOptions = {}): Promise<LocalServer> {
  const port = options.port ?? (await freePort());
  const inspectorPort = await freePort();
  const args = ['wrangler', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', String(inspectorPort), '--show-interactive-dev-session=false'];
  if (options.persistTo) args.push('--persist-to', options.persistTo);
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push('--var', `${name}:${value}`);
  if (!options.inheritOutput) args.push('--log-level', 'warn');

  const child = spawn('npx', args, {
    stdio: options.inheritOutput ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: localWranglerEnv(),
    detached: true,
  });
  const output = new OutputTail();
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));

  const url = `http://127.0.0.1:${port}`;
  const stop = () => killGroup(child);
  try {
    await waitUntilReady(`${url}${options.readyPath ?? '/api/v1/bootstrap-data'}`, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- wrangler output ---\n${output}`, { cause: error });
  }
  return { url, port, stop };
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`wrangler dev did not answer ${url} within ${timeoutMs} ms`);
}
