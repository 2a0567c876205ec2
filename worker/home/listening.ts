import { sql, type SQL } from 'drizzle-orm';
import { LIKE_WEIGHT, RECENT_LIKES, RECENT_PLAYS } from './home-constants';

// What the personal home knows of a listener: their last plays and likes,
// read through the user's own indexes only, so every shelf is bounded by
// RECENT_PLAYS however long their history is.

/** The listener's last plays, newest first (plays_user_time_idx). */
export const recentPlays = (userId: number): SQL =>
  sql`SELECT track_id, context_type, context_id, created_at FROM plays WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT ${RECENT_PLAYS}`;

/**
 * The listener's taste as a CTE `home_signal (track_id, w)`: each of their
 * last plays counts 1, each recently liked track LIKE_WEIGHT.
 */
export const tasteCte = (userId: number): SQL => sql`home_signal AS MATERIALIZED (SELECT track_id, sum(w) AS w FROM (
    SELECT track_id, 1 AS w FROM (${recentPlays(userId)}) home_plays
    UNION ALL
    SELECT track_id, ${LIKE_WEIGHT} AS w FROM (SELECT likeable_id AS track_id FROM likes WHERE user_id = ${userId} AND likeable_type = 'track' ORDER BY created_at DESC LIMIT ${RECENT_LIKES}) home_likes
  ) home_weights GROUP BY track_id)`;
