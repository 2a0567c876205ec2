// Child process of bench/run.ts: seeds the bench's own state through wrangler's
// platform proxy (seedIfEmpty, then the large catalog into D1 and its media into
// R2) and writes what the catalog seed returned to <state>/seed.json. A separate
// process keeps workerd's start-up chatter out of the bench's stdout table.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/d1';
import { getPlatformProxy } from 'wrangler';
import { seedIfEmpty } from '../db/seed/seed';
import { ROOT } from './exec';
import { seedLarge } from './seed-large';

const state = join(ROOT, process.env.BENCH_STATE ?? 'bench/.state');
const proxy = await getPlatformProxy<Env>({
  configPath: join(ROOT, 'wrangler.toml'),
  persist: { path: join(state, 'v3') },
});
try {
  const db = drizzle(proxy.env.DB);
  await seedIfEmpty(db, { adminEmail: process.env.SEED_ADMIN_EMAIL!, adminPassword: process.env.SEED_ADMIN_PASSWORD! });
  writeFileSync(join(state, 'seed.json'), JSON.stringify(await seedLarge(db, proxy.env.MEDIA)));
} finally {
  await proxy.dispose();
}
