// `npm run dev`: the worker under `wrangler dev` (it rebuilds and reloads on
// change) and Vite with HMR in front of it, proxying /api, /auth, /secure and
// /storage (vite.config.ts). npm start, the tests and the bench use the
// Miniflare server of scripts/local-server.ts instead (docs/decisions/012).
import { spawn } from 'node:child_process';
import { migrateAndSeed } from './local-state';
import { localWranglerEnv } from './local-server';

const workerPort = process.env.WORKER_PORT ?? '8787';
migrateAndSeed();
const worker = spawn('npx', ['wrangler', 'dev', '--port', workerPort, '--ip', '127.0.0.1', '--show-interactive-dev-session=false'], {
  stdio: 'inherit',
  env: localWranglerEnv(),
});
const vite = spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, WORKER_PORT: workerPort } });

const stop = () => {
  vite.kill('SIGTERM');
  worker.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', stop);
worker.on('exit', stop);
