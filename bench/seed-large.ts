import type { Db } from '../worker/db';
import type { LargeSeed } from './seed-types';
import { seedBenchUsers } from './seed-users';

/**
 * The bench's catalog (DESIGN section 7): 10,000 artists, 20,000 albums
 * (each with tracks), 100,000 tracks, 1,000 users, inserted into the bench's
 * own state (bench/.state) after `seedIfEmpty` has created roles, settings and
 * the admin. It runs through wrangler's platform proxy, so batch the inserts
 * (`db.batch([...])` of multi-row inserts, each within D1's cap of 100
 * bound parameters per statement) to keep the seed within a minute or so, and
 * keep it deterministic (no Math.random without a fixed seed) so runs compare.
 *
 * The catalog tables arrive with the catalog; today it seeds the users.
 */
export async function seedLarge(db: Db): Promise<LargeSeed> {
  const userCount = await seedBenchUsers(db);
  return { counts: { artists: 0, albums: 0, tracks: 0, users: userCount }, samples: {} };
}
