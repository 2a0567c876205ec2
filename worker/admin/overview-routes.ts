import { Hono } from 'hono';
import { count, sql } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { users } from '../../db/users';
import { albums, artists, tracks } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { fileEntries } from '../../db/files';
import { requirePermission } from '../permissions/guard';

/**
 * GET admin/overview: the admin dashboard's totals, in one round trip. The
 * reports of SPEC section 2 (plays and visitors over time) come with the
 * insights issue; these are what an operator wants on the first screen.
 */
export const overviewRoutes = new Hono<AppEnv>().get('/admin/overview', requirePermission('admin.access'), async (c) => {
  const db = c.get('db');
  const [[u], [t], [al], [ar], [p], [f]] = await db.batch([
    db.select({ n: count() }).from(users),
    db.select({ n: count(), plays: sql<number>`coalesce(sum(${tracks.plays}), 0)` }).from(tracks),
    db.select({ n: count() }).from(albums),
    db.select({ n: count() }).from(artists),
    db.select({ n: count() }).from(playlists),
    db.select({ n: count(), bytes: sql<number>`coalesce(sum(${fileEntries.file_size}), 0)` }).from(fileEntries),
  ]);
  return c.json({
    overview: { users: u.n, tracks: t.n, plays: Number(t.plays), albums: al.n, artists: ar.n, playlists: p.n, files: f.n, file_bytes: Number(f.bytes) },
  });
});
