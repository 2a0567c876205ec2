// `npm run deploy`: build, then migrate the remote D1 before the new code goes
// live. On the very first deploy the database does not exist yet: wrangler
// provisions it during `deploy`, and the migrations follow right after.
import { execFileSync, spawnSync } from 'node:child_process';

const run = (...args: string[]) => execFileSync('npx', args, { stdio: 'inherit' });
const databaseExists = spawnSync('npx', ['wrangler', 'd1', 'info', 'DB'], { stdio: 'ignore' }).status === 0;

run('vite', 'build');
if (databaseExists) run('wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote');
run('wrangler', 'deploy');
if (!databaseExists) run('wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote');
