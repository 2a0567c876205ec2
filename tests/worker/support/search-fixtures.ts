import { playlists } from '../../../db/music-social';
import { users } from '../../../db/users';
import { createUser, db } from './http';

export async function createPlaylist(values: { name: string; public?: boolean; owner_id?: number; plays?: number }) {
  const owner_id = values.owner_id ?? (await createUser()).id;
  const [playlist] = await db()
    .insert(playlists)
    .values({ ...values, owner_id })
    .returning();
  return playlist;
}

let n = 0;

/** A listener with a chosen display name (createUser numbers its names). */
export async function createNamedUser(name: string, options: { banned?: boolean } = {}) {
  const [user] = await db()
    .insert(users)
    .values({ name, email: `search-${++n}-${Date.now()}@example.com`, banned_at: options.banned ? new Date().toISOString() : null })
    .returning();
  return user;
}

export function searchUrl(query: string, params: Record<string, string | number> = {}) {
  const search = new URLSearchParams({ query, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  return `/api/v1/search?${search}`;
}

export function tabUrl(tab: string, query: string, params: Record<string, string | number> = {}) {
  const search = new URLSearchParams({ query, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  return `/api/v1/search/${tab}?${search}`;
}
