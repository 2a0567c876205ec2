import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { userRatings, type RateableType } from '../../../db/subsonic';
import { likeWrites } from '../../library/like-routes';
import { followWrites } from '../../library/follow-routes';
import { asBatch, type SqliteBatchItem } from '../../music/batch-rows';
import { isoNow } from '../../../db/columns';
import { SUBSONIC_ERROR, SubsonicError, type SubsonicMethods, type SubsonicRequest } from '../subsonic-types';
import { readTargets, requireTargets, targetCount, type CatalogTargets } from './catalog-targets';

/**
 * A star on a song or an album is the web app's like, on an artist its
 * follow: the same rows and counters as PUT/DELETE likes/... and
 * follows/artist/... (worker/library/), all in one batch after every id has
 * been checked, so a call naming one unknown id changes nothing.
 */
function starWrites(db: Db, userId: number, targets: CatalogTargets, starred: boolean): SqliteBatchItem[] {
  const writes: SqliteBatchItem[] = [];
  for (const id of targets.track) writes.push(...likeWrites(db, userId, 'track', id, starred));
  for (const id of targets.album) writes.push(...likeWrites(db, userId, 'album', id, starred));
  for (const id of targets.artist) writes.push(followWrites(db, userId, 'artist', id, starred).write);
  return writes;
}

const starHandler = (starred: boolean) => async ({ c, user, params }: SubsonicRequest) => {
  const targets = readTargets(params, { typed: 'id', album: 'albumId', artist: 'artistId' });
  if (!targetCount(targets)) throw new SubsonicError(SUBSONIC_ERROR.missingParameter, 'Required parameter is missing: id');
  const db = c.get('db');
  await requireTargets(db, targets);
  await db.batch(asBatch(starWrites(db, user.id, targets, starred)));
  return {};
};

/** setRating: 1..5 stores the user's rating of a song, album or artist; 0 removes it. */
async function setRating({ c, user, params }: SubsonicRequest) {
  const targets = readTargets(params, { typed: 'id' });
  if (!targetCount(targets)) throw new SubsonicError(SUBSONIC_ERROR.missingParameter, 'Required parameter is missing: id');
  if (targetCount(targets) > 1) throw new SubsonicError(SUBSONIC_ERROR.generic, 'setRating rates one item at a time.');
  const rating = params.int('rating');
  if (rating === undefined) throw new SubsonicError(SUBSONIC_ERROR.missingParameter, 'Required parameter is missing: rating');
  if (rating < 0 || rating > 5) throw new SubsonicError(SUBSONIC_ERROR.generic, 'The rating must be between 0 and 5.');
  const db = c.get('db');
  await requireTargets(db, targets);
  const [type, [id]] = (Object.entries(targets) as [RateableType, number[]][]).find(([, ids]) => ids.length)!;
  if (rating === 0) {
    await db
      .delete(userRatings)
      .where(and(eq(userRatings.user_id, user.id), eq(userRatings.rateable_type, type), eq(userRatings.rateable_id, id)));
  } else {
    await db
      .insert(userRatings)
      .values({ user_id: user.id, rateable_type: type, rateable_id: id, rating })
      .onConflictDoUpdate({
        target: [userRatings.user_id, userRatings.rateable_type, userRatings.rateable_id],
        set: { rating: sql`excluded.rating`, updated_at: isoNow },
      });
  }
  return {};
}

export const starMethods: SubsonicMethods = { star: starHandler(true), unstar: starHandler(false), setRating };
