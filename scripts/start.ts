// `npm start`: build the client and the worker bundle, migrate and seed the
// local D1, then serve on PORT (default 8787) through the Miniflare API
// (scripts/local-server.ts), logging each request. Ctrl-C stops it cleanly.
import { execFileSync } from 'node:child_process';
import { migrateAndSeed } from './local-state';
import { serveWorker } from './local-server';

execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
migrateAndSeed();
const port = Number(process.env.PORT ?? 8787);
const server = await serveWorker({ port, verbose: true, crons: true });
console.log(`\n  The app is running at ${server.url.replace('127.0.0.1', 'localhost')} (Ctrl-C stops it)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('\n  Stopping the local server');
    void server.stop().finally(() => process.exit(0));
  });
}
