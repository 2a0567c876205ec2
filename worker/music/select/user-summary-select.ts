import { users } from '../../../db/users';
import type { UserSummary } from '../music-types';

/** Columns of `UserSummary` (`.from(users)` or joined); the follower count is kept by triggers (migration 0041). */
export const userSummaryColumns = {
  id: users.id,
  name: users.name,
  image: users.image,
  followers_count: users.followers_count,
};

export const toUserSummary = (row: Omit<UserSummary, 'model_type'>): UserSummary => ({ model_type: 'user', ...row });
