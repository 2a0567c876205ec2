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
    const [created] = await db
      .insert(playlists)
      .values({ ...c.req.valid('json'), owner_id: user.id })
      .returning();
    const { owner_id: _owner, plays: _plays, ...row } = created;
    // A new playlist has no tracks yet, so no covers for a mosaic.
    const playlist = toPlaylistPayload({ ...row, owner_id: user.id, owner_name: user.name, owner_image: user.image, covers: null });
    return c.json({ playlist } satisfies PlaylistAnswer, 201);
  },
);
