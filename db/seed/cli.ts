// `npm run db:seed`: seeds the local D1 state that `wrangler dev` uses, through
// the same binding the worker sees (wrangler's platform proxy), when it is empty.
// Then the demo catalog (DESIGN section 2), when the catalog is empty and
// SEED_DEMO is not 0; its audio and covers go to the local R2 bucket.
import { drizzle } from 'drizzle-orm/d1';
import { getPlatformProxy } from 'wrangler';
import { seedIfEmpty } from './seed';
import { DEFAULT_ADMIN } from './admin-defaults';
import { seedDemoCatalog } from './demo/seed-demo-catalog';

const persistTo = process.env.PERSIST_TO ?? '.wrangler/state';
const proxy = await getPlatformProxy<Env>({ persist: { path: `${persistTo}/v3` } });
try {
  const db = drizzle(proxy.env.DB);
  const seeded = await seedIfEmpty(db, {
    adminEmail: process.env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN.adminEmail,
    adminPassword: process.env.SEED_ADMIN_PASSWORD ?? DEFAULT_ADMIN.adminPassword,
  });
  console.log(seeded ? `Seeded the local database (admin: ${process.env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN.adminEmail}).` : 'The local database already has data; nothing seeded.');
  if (process.env.SEED_DEMO !== '0') {
    const started = Date.now();
    const demo = await seedDemoCatalog(db, proxy.env.MEDIA);
    if (demo) {
      const mb = (demo.audioBytes / 1e6).toFixed(1);
      console.log(`Seeded the demo catalog in ${((Date.now() - started) / 1000).toFixed(1)} s: ${demo.artists} artists, ${demo.albums} albums, ${demo.tracks} tracks (${mb} MB of audio), ${demo.listeners} demo listeners and the backstage account artist@example.com (password demo12345).`);
    }
  }
} finally {
  await proxy.dispose();
}
