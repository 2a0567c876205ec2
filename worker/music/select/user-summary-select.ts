import { sql } from 'drizzle-orm';
import { users } from '../../../db/users';
import type { UserSummary } from '../music-types';

/**
 * Columns of `UserSummary` (`.from(users)` or joined). Users carry no follower
 * counter, so it is counted here; follows_target_idx covers the count.
 */
export const userSummaryColumns = {
  id: users.id,
  name: users.name,
  image: users.image,
  followers_count: sql<number>`(SELECT count(*) FROM follows f WHERE f.followable_type = 'user' AND f.followable_id = "users"."id")`.as('followers_count'),
};

export const toUserSummary = (row: Omit<UserSummary, 'model_type'>): UserSummary => ({ model_type: 'user', ...row });
