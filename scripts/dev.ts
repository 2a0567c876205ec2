// `npm run dev`: the worker under wrangler dev (reloads on change) and Vite
// with HMR in front of it, proxying /api, /auth and /secure (vite.config.ts).
import { spawn } from 'node:child_process';
import { migrateAndSeed } from './local-state';
import { startLocalServer } from './local-server';

const workerPort = Number(process.env.WORKER_PORT ?? 8787);
migrateAndSeed();
const worker = await startLocalServer({ port: workerPort, inheritOutput: true, timeoutMs: 180_000 });
const vite = spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, WORKER_PORT: String(workerPort) } });

const stop = () => {
  vite.kill('SIGTERM');
  void worker.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', stop);
