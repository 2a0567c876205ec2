// `npm run soak` (issue 10): a fresh local server on its own state with the
// demo seed (bench/.soak-state), loaded for SOAK_SECONDS (default 60) at
// SOAK_CONNECTIONS (default 64) with the mix of bench/soak-mix.ts. Exits
// non-zero on a crash, a connection error, any 5xx or a failed upload.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { migrateAndSeed } from '../scripts/local-state';
import { startLocalServer, type ChildServer } from '../scripts/local-server';
import { renderSoak, runSoak, soakContext, soakFailures } from './soak';

const STATE = 'bench/.soak-state';
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 3600) throw new Error(`${name} must be a whole number from 1 to 3600`);
  return value;
};
const seconds = number('SOAK_SECONDS', 60);
const connections = number('SOAK_CONNECTIONS', 64);

let server: ChildServer | undefined;
process.once('SIGINT', () => void server?.stop().finally(() => process.exit(130)));

try {
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  rmSync(STATE, { recursive: true, force: true });
  migrateAndSeed(STATE, {}, 'quiet');
  // BENCH=1 opens the password-hash route the mix uses.
  server = await startLocalServer({ persistTo: STATE, vars: { BENCH: '1' } });
  const report = await runSoak(server.url, await soakContext(server.url), { seconds, connections, alive: server.alive });
  console.log(renderSoak(report));
  const failures = soakFailures(report);
  if (failures.length) {
    console.log(`\nFAILED: ${failures.join('; ')}\n--- local server output ---\n${server.output}`);
    process.exitCode = 1;
  } else console.log('\nPASSED');
} finally {
  await server?.stop();
}
