import type { Db } from '../db';
import { CACHE_KEYS, remember } from '../cache/kv-cache';
import { loadGuestRole, type GuestRole } from './load-user';

export function getGuestRole(env: Env, db: Db): Promise<GuestRole | null> {
  return remember(env, CACHE_KEYS.guestRole, () => loadGuestRole(db));
}
