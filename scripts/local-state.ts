// Prepares a local D1 state: applies the migrations, then seeds it when empty.
import { execFileSync } from 'node:child_process';
import { localWranglerEnv } from './local-server';

export function migrateAndSeed(persistTo?: string, env: Record<string, string> = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  const run = (args: string[], extraEnv: Record<string, string> = {}) =>
    execFileSync('npx', args, { stdio: 'inherit', env: { ...localWranglerEnv(), CI: '1', ...extraEnv } });
  run(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...persist]);
  run(['tsx', 'db/seed/cli.ts'], { ...(persistTo ? { PERSIST_TO: persistTo } : {}), ...env });
}
