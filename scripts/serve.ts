// The local server's own process, started by startLocalServer()
// (scripts/local-server.ts) with its options as JSON in LOCAL_SERVER_OPTIONS.
// SIGTERM or SIGINT dispose of workerd cleanly.
import { READY_LINE, serveWorker, type ServeOptions } from './local-server';

const options = JSON.parse(process.env.LOCAL_SERVER_OPTIONS ?? '{}') as ServeOptions;
const server = await serveWorker(options);
console.log(`${READY_LINE} ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().finally(() => process.exit(0)));
}
