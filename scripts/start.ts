// `npm start`: build the client, migrate and seed local D1, serve on PORT (default 8787).
import { execFileSync } from 'node:child_process';
import { migrateAndSeed } from './local-state';
import { startLocalServer } from './local-server';

execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
migrateAndSeed();
const port = Number(process.env.PORT ?? 8787);
const server = await startLocalServer({ port, inheritOutput: true, timeoutMs: 180_000 });
console.log(`\n  The app is running at ${server.url.replace('127.0.0.1', 'localhost')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
}
