import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { follows, likes, reposts } from '../../db/music-social';
import { requireAuth } from '../permissions/guard';
import { LibraryIds } from '../music/music-types';
import { responds } from '../http/responds';

/** docs/api/music.md, Library: every id the user liked, follows or reposted, in one batch of three index reads. */
export const libraryIdsRoutes = new Hono<AppEnv>().get('/me/library/ids', requireAuth, responds(LibraryIds), async (c) => {
  const db = c.get('db');
  const userId = c.get('user')!.id;
  const [liked, followed, reposted] = await db.batch([
    db.select({ type: likes.likeable_type, id: likes.likeable_id }).from(likes).where(eq(likes.user_id, userId)),
    db.select({ type: follows.followable_type, id: follows.followable_id }).from(follows).where(eq(follows.follower_id, userId)),
    db.select({ type: reposts.repostable_type, id: reposts.repostable_id }).from(reposts).where(eq(reposts.user_id, userId)),
  ]);
  const ids: LibraryIds = { tracks: [], albums: [], artists: [], playlists: [], users: [], reposts: { track: [], album: [] } };
  for (const like of liked) (like.type === 'track' ? ids.tracks : ids.albums).push(like.id);
  for (const follow of followed) ids[`${follow.type}s`].push(follow.id);
  for (const repost of reposted) ids.reposts[repost.type].push(repost.id);
  return c.json(ids);
});
