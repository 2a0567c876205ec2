import type { Db } from '../db';
import { getAppSnapshot } from '../cache/app-snapshot';
import type { GuestRole } from './load-user';

export async function getGuestRole(env: Env, db: Db): Promise<GuestRole | null> {
  return (await getAppSnapshot(env, db)).guestRole;
}
