import { and, eq, exists, sql } from 'drizzle-orm';
import { artists } from '../../db/music-catalog';
import { follows, playlists, type FollowableType } from '../../db/music-social';
import { users } from '../../db/users';
import type { Db } from '../db';
import { notFound, ValidationError } from '../http/errors';

/**
 * 404 unless the user may (un)follow the target; 422 for following oneself or
 * one's own playlist. A private playlist is hidden from all but its owner,
 * except that a follower can still unfollow it.
 */
export async function checkFollowTarget(db: Db, userId: number, type: FollowableType, id: number, following: boolean) {
  if (type === 'user') {
    if (following && id === userId) throw ValidationError.field('id', 'You cannot follow yourself.');
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound();
  } else if (type === 'artist') {
    const [row] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, id)).limit(1);
    if (!row) throw notFound();
  } else {
    const [row] = await db
      .select({ owner_id: playlists.owner_id, public: playlists.public, followed: sql<number>`${exists(followsOf(db, userId, type, id))}` })
      .from(playlists)
      .where(eq(playlists.id, id))
      .limit(1);
    if (!row || (!row.public && row.owner_id !== userId && !row.followed)) throw notFound();
    if (following && row.owner_id === userId) throw ValidationError.field('id', 'You cannot follow your own playlist.');
  }
}

const followsOf = (db: Db, userId: number, type: FollowableType, id: number) =>
  db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.follower_id, userId), eq(follows.followable_type, type), eq(follows.followable_id, id)));

/**
 * The target's followers_count. Users, artists and playlists keep it by
 * triggers on follows (migrations 0041 and 0043): every follow and unfollow
 * moves it, the foreign key's cascade when a follower's account goes
 * included, so nothing here writes it.
 */
export function followerCount(db: Db, type: FollowableType, id: number) {
  if (type === 'artist') return db.select({ count: artists.followers_count }).from(artists).where(eq(artists.id, id));
  if (type === 'playlist') return db.select({ count: playlists.followers_count }).from(playlists).where(eq(playlists.id, id));
  return db.select({ count: users.followers_count }).from(users).where(eq(users.id, id));
}
