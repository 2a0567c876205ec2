// `npm run db:seed`: seeds the local D1 state that `wrangler dev` uses, through
// the same binding the worker sees (wrangler's platform proxy), when it is empty.
import { drizzle } from 'drizzle-orm/d1';
import { getPlatformProxy } from 'wrangler';
import { seedIfEmpty } from './seed';
import { DEFAULT_ADMIN } from './admin-defaults';

const persistTo = process.env.PERSIST_TO ?? '.wrangler/state';
const proxy = await getPlatformProxy<Env>({ persist: { path: `${persistTo}/v3` } });
try {
  const seeded = await seedIfEmpty(drizzle(proxy.env.DB), {
    adminEmail: process.env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN.adminEmail,
    adminPassword: process.env.SEED_ADMIN_PASSWORD ?? DEFAULT_ADMIN.adminPassword,
  });
  console.log(seeded ? `Seeded the local database (admin: ${process.env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN.adminEmail}).` : 'The local database already has data; nothing seeded.');
} finally {
  await proxy.dispose();
}
