import type { Db } from '../worker/db';
import type { LargeSeed } from './seed-types';

/**
 * The bench's catalog (DESIGN section 7): 10,000 artists, 20,000 albums
 * (each with tracks), 100,000 tracks, 1,000 users, inserted into the bench's
 * own state (bench/.state) after `seedIfEmpty` has created roles, settings and
 * the admin. It runs through wrangler's platform proxy, so batch the inserts
 * (`db.batch([...])` of multi-row inserts, each within D1's cap of 100
 * bound parameters per statement) to keep the seed within a minute or so, and
 * keep it deterministic (no Math.random without a fixed seed) so runs compare.
 *
 * For now the schema has no catalog tables yet, so this seeds nothing.
 */
export async function seedLarge(_db: Db): Promise<LargeSeed> {
  return { counts: { artists: 0, albums: 0, tracks: 0, users: 0 }, samples: {} };
}
