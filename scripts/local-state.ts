// Prepares a local D1 state: applies the migrations, then seeds it when empty.
import { execFileSync } from 'node:child_process';
import { localWranglerEnv } from './local-server';

/** `quiet` keeps wrangler's and the seed's output to itself unless a step fails (tests, soak). */
export function migrateAndSeed(persistTo?: string, env: Record<string, string> = {}, output: 'inherit' | 'quiet' = 'inherit') {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  const run = (args: string[], extraEnv: Record<string, string> = {}) => {
    try {
      execFileSync('npx', args, {
        stdio: output === 'inherit' ? 'inherit' : 'pipe',
        env: { ...localWranglerEnv(), CI: '1', ...extraEnv },
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
    }
  };
  run(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...persist]);
  run(['tsx', 'db/seed/cli.ts'], { ...(persistTo ? { PERSIST_TO: persistTo } : {}), ...env });
}
