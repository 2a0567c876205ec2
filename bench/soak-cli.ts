// `npm run soak` (issues 10 and 25): a fresh local server on its own state
// with the demo seed (bench/.soak-state), warmed up for SOAK_WARMUP seconds
// (default 30), then loaded for SOAK_SECONDS (default 60) at
// SOAK_CONNECTIONS (default 64) with the mix of bench/soak-mix.ts, then left
// alone for SOAK_SETTLE seconds (default 60). It reports the server's
// resident memory after the warm-up, at the end and after the pause, and a
// heap snapshot of the app's isolate. Exits non-zero on a crash, a
// connection error, any 5xx, a failed upload, or memory past its bounds.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { migrateAndSeed } from '../scripts/local-state';
import { freePort, LOCAL_CONFIG, startLocalServer, type ChildServer, type LocalWorkerConfig } from '../scripts/local-server';
import { renderSoak, runSoak, soakContext, soakFailures } from './soak';
import { isolateHeap, serverMemory, type IsolateHeap, type ServerMemory } from './soak-memory';

/** Issue 25's bounds: growth over the soak, what is left after the pause (both against the warmed-up server), and the app's isolate. */
export const MEMORY_BOUNDS = { growth: 1.25, settled: 1.1, isolateMiB: 64 };

const STATE = 'bench/.soak-state';
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 3600) throw new Error(`${name} must be a whole number from 1 to 3600`);
  return value;
};
const seconds = number('SOAK_SECONDS', 60);
const connections = number('SOAK_CONNECTIONS', 64);
const warmup = number('SOAK_WARMUP', 30);
const settle = number('SOAK_SETTLE', 60);

const mib = (n: number) => `${n.toFixed(0)} MiB`;
const row = (label: string, m: ServerMemory) => `  ${label.padEnd(22)} ${mib(m.total).padStart(9)}  (workerd ${mib(m.workerd)}, Node ${mib(m.node)})`;

function memoryFailures(start: ServerMemory, end: ServerMemory, settled: ServerMemory, heap: IsolateHeap): string[] {
  const failures: string[] = [];
  if (end.total > start.total * MEMORY_BOUNDS.growth) failures.push(`memory grew ${((end.total / start.total - 1) * 100).toFixed(0)}% over the soak (bound ${Math.round((MEMORY_BOUNDS.growth - 1) * 100)}%)`);
  if (settled.total > start.total * MEMORY_BOUNDS.settled) failures.push(`memory ${settle} s after the soak is ${((settled.total / start.total - 1) * 100).toFixed(0)}% over the start (bound ${Math.round((MEMORY_BOUNDS.settled - 1) * 100)}%)`);
  if (heap.liveMiB > MEMORY_BOUNDS.isolateMiB) failures.push(`the app's isolate holds ${mib(heap.liveMiB)} (bound ${MEMORY_BOUNDS.isolateMiB} MiB of the edge's 128)`);
  return failures;
}

function renderMemory(start: ServerMemory, end: ServerMemory, settled: ServerMemory, heap: IsolateHeap): string {
  return [
    'resident memory of the server (workerd and the Node process hosting Miniflare):',
    row(`after ${warmup} s warm-up`, start),
    row(`after the ${seconds} s soak`, end),
    row(`${settle} s later`, settled),
    `  growth over the soak ${((end.total / start.total - 1) * 100).toFixed(1)}%, after the pause ${((settled.total / start.total - 1) * 100).toFixed(1)}% (bounds ${Math.round((MEMORY_BOUNDS.growth - 1) * 100)}% and ${Math.round((MEMORY_BOUNDS.settled - 1) * 100)}%)`,
    `the app's isolate after the soak: ${mib(heap.liveMiB)} live in a heap snapshot (V8 heap ${mib(heap.usedMiB)} used, ${mib(heap.reservedMiB)} reserved before it; the edge allows 128 MB)`,
    ...heap.largest.map((t) => `  ${`${t.type}${t.name ? ` ${t.name}` : ''}`.slice(0, 40).padEnd(40)} ${String(t.count).padStart(8)}  ${t.mib.toFixed(1)} MiB`),
    `  snapshot: ${heap.path} (Chrome DevTools, Memory tab)`,
  ].join('\n');
}

let server: ChildServer | undefined;
process.once('SIGINT', () => void server?.stop().finally(() => process.exit(130)));

try {
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  rmSync(STATE, { recursive: true, force: true });
  migrateAndSeed(STATE, {}, 'quiet');
  const inspectorPort = await freePort();
  // BENCH=1 opens the password-hash route the mix uses.
  server = await startLocalServer({ persistTo: STATE, vars: { BENCH: '1' }, inspectorPort });
  const context = await soakContext(server.url);
  const warm = await runSoak(server.url, context, { seconds: warmup, connections, alive: server.alive });
  const start = serverMemory(server.pid);
  const report = await runSoak(server.url, context, { seconds, connections, alive: server.alive });
  const end = serverMemory(server.pid);
  await new Promise((resolve) => setTimeout(resolve, settle * 1000));
  const settled = serverMemory(server.pid);
  const { name } = JSON.parse(readFileSync(LOCAL_CONFIG, 'utf8')) as LocalWorkerConfig;
  const heap = await isolateHeap(inspectorPort, name, join(STATE, 'app-isolate.heapsnapshot'));
  console.log(`warm-up: ${warm.requests} requests in ${warm.seconds} s\n`);
  console.log(renderSoak(report));
  console.log(`\n${renderMemory(start, end, settled, heap)}`);
  const failures = [...soakFailures(warm).map((f) => `warm-up: ${f}`), ...soakFailures(report), ...memoryFailures(start, end, settled, heap)];
  if (failures.length) {
    console.log(`\nFAILED: ${failures.join('; ')}\n--- local server output ---\n${server.output}`);
    process.exitCode = 1;
  } else console.log('\nPASSED');
} finally {
  await server?.stop();
}
