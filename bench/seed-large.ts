import { like } from 'drizzle-orm';
import type { Db } from '../worker/db';
import { users } from '../db/users';
import type { MediaBucket } from '../db/seed/demo/seed-demo-catalog';
import type { LargeSeed } from './seed-types';
import { seedBenchUsers } from './seed-users';
import { seedBenchCatalog } from './seed-catalog';
import { seedAdminListUsers } from './seed-admin-users';
import { seedFanoutAudience } from './seed-catalog-followers';
import { seedBenchPlays } from './seed-plays';

/**
 * The bench's catalog (DESIGN section 7): 10,000 artists, 20,000 albums
 * (each with tracks), 100,000 tracks, 1,000 users with likes and follows, and
 * the demo's channels (home included), and issue 12's fan-out audience (an
 * artist with 10,000 followers, a role of 200 listeners), issue 16's year of
 * 1,000,000 plays (rolled up as the cron does), inserted into the bench's own state
 * (bench/.state) after `seedIfEmpty` has created roles, settings and the
 * admin. It runs through wrangler's platform proxy, so the inserts are
 * batched (`db.batch([...])` of multi-row inserts, each within D1's cap of
 * 100 bound parameters per statement), and it is deterministic (a seeded
 * PRNG) so runs compare. Every track streams one shared WAV in MEDIA.
 */
export async function seedLarge(db: Db, media: MediaBucket): Promise<LargeSeed> {
  const started = Date.now();
  const userCount = await seedBenchUsers(db);
  const userIds = (await db.select({ id: users.id }).from(users).where(like(users.email, 'bench-user-%'))).map((u) => u.id);
  const catalog = await seedBenchCatalog(db, media, userIds);
  const members = await seedAdminListUsers(db);
  const fanout = await seedFanoutAudience(db);
  const plays = await seedBenchPlays(db, Number(catalog.samples.artistId), userIds);
  return {
    counts: { ...catalog.counts, users: userCount + members, plays: plays.plays },
    plays,
    samples: { ...catalog.samples, fanoutArtistId: fanout.artistId, fanoutFollowers: fanout.followers, fanoutRoleId: fanout.roleId },
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}
