import { Hono } from 'hono';
import { count, eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { playlists } from '../../db/music-social';
import { validate } from '../http/validate';
import { forbiddenWithPlans } from '../billing/plans-action';
import { requireAuth, requirePermission } from '../permissions/guard';
import { isOverQuota, restrictionValue, type AuthUser } from '../permissions/auth-user';
import type { Db } from '../db';
import { toPlaylistPayload } from '../music/select/playlist-select';
import { playlistCreateBody } from './playlist-schemas';
import { responds } from '../http/responds';
import { PlaylistAnswer } from './playlist-queries';
import { ValidationError } from '../http/errors';
import { smartTotals, storedRules } from './smart/smart-queries';

/** docs/api/music.md: playlists.create, whose `count` restriction caps how many playlists a user owns. */
export const CREATE_PLAYLISTS = 'playlists.create';

/**
 * Why the user may not own one more playlist (the `count` restriction of
 * playlists.create), or null when they may. Also Subsonic's createPlaylist.
 */
export async function playlistQuotaRefusal(db: Db, user: AuthUser): Promise<string | null> {
  const [{ owned }] = await db.select({ owned: count() }).from(playlists).where(eq(playlists.owner_id, user.id));
  if (!isOverQuota(user, CREATE_PLAYLISTS, 'count', owned)) return null;
  const max = restrictionValue(user, CREATE_PLAYLISTS, 'count');
  return `You can own at most ${max} playlists. Delete one to create another.`;
}

/**
 * Inserts a playlist; a smart one with the count and length its rules match
 * now (what its card shows), read first: the insert's id is not known to
 * the batch. Also POST playlists/import-nsp.
 */
export async function insertPlaylist(db: Db, values: typeof playlists.$inferInsert) {
  const rules = storedRules(values.rules);
  const totals = rules ? (await smartTotals(db, { owner_id: values.owner_id, rules }))[0] : null;
  return db
    .insert(playlists)
    .values({ ...values, ...(totals ? { tracks_count: totals.total, duration: totals.duration } : {}) })
    .returning();
}

export const playlistCreateRoutes = new Hono<AppEnv>().post(
  '/playlists',
  requireAuth,
  requirePermission(CREATE_PLAYLISTS),
  validate('json', playlistCreateBody),
  responds(PlaylistAnswer, 201),
  async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    const refusal = await playlistQuotaRefusal(db, user);
    if (refusal) throw await forbiddenWithPlans(c.env, db, CREATE_PLAYLISTS, refusal);
    const body = c.req.valid('json');
    if (body.rules && body.collaborative) throw ValidationError.field('collaborative', 'A smart playlist cannot be collaborative.');
    const [created] = await insertPlaylist(db, { ...body, owner_id: user.id });
    const { owner_id: _owner, plays: _plays, ...row } = created;
    // A new playlist has no tracks of its own, so no covers for a mosaic.
    const playlist = toPlaylistPayload({ ...row, owner_id: user.id, owner_name: user.name, owner_image: user.image, covers: null });
    return c.json({ playlist } satisfies PlaylistAnswer, 201);
  },
);
