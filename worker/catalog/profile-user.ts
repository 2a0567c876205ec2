import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../../db/users';
import { userSummaryColumns } from '../music/select/user-summary-select';

/**
 * The profile's user, `UserSummary & {following_count, created_at}`. A banned
 * account has no public profile: it is not found, like a missing one.
 */
export const profileUser = (db: Db, id: number) =>
  db
    .select({
      ...userSummaryColumns,
      // follows_follower_recent_idx (follower_id, followable_type, ...) covers this count.
      following_count: sql<number>`(SELECT count(*) FROM follows f WHERE f.follower_id = "users"."id" AND f.followable_type = 'user')`,
      created_at: users.created_at,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.banned_at)));
