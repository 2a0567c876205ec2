import { sql } from 'drizzle-orm';
import { tracks } from '../../../db/music-catalog';
import { nowPlaying } from '../../../db/subsonic';
import { isoNow } from '../../../db/columns';
import { inIds } from '../../music/deletion/deletion-scope';
import { userHasPermission } from '../../permissions/auth-user';
import { clientAddress } from '../../http/client-address';
import { requestPlace } from '../../insights/request-place';
import { logPlay } from '../../streaming/log-play';
import { hasConnections, recordScrobble } from '../../scrobbling/record-scrobble';
import { scrobblePlay } from '../../scrobbling/scrobble-play';
import { SUBSONIC_ERROR, SubsonicError, notFound, type SubsonicMethods, type SubsonicRequest } from '../subsonic-types';

const DAY_MS = 86_400_000;
/**
 * Songs one scrobble call may name: each submitted play costs two D1 round
 * trips (logPlay's claim, then its batch), and an invocation may make only
 * so many queries (1,000 on Workers Paid).
 */
export const SCROBBLE_MAX_IDS = 100;

/**
 * When a submitted scrobble was played: its `time` (ms since 1970), kept
 * within today (UTC) and not in the future. Insights roll each UTC day's
 * plays up once the day is over (docs/decisions/019), so a play dated into
 * an already rolled-up day would never be counted there: an offline play
 * from an earlier day is dated at today's start instead.
 */
export function playedAt(time: number | undefined, now = Date.now()): string | undefined {
  if (time === undefined) return undefined;
  const today = now - (now % DAY_MS);
  return new Date(Math.min(now, Math.max(today, time))).toISOString();
}

function readTimes(raw: string[]): number[] {
  return raw.map((value) => {
    const time = Number(value);
    if (value === '' || !Number.isSafeInteger(time)) throw new SubsonicError(SUBSONIC_ERROR.generic, `Invalid value for parameter time: ${value}`);
    return time;
  });
}

/**
 * scrobble: `submission` (default true) logs a play of each `id` exactly as
 * the web player's POST tracks/{id}/plays does (worker/streaming/log-play.ts:
 * the plays row of history and insights, the track's, album's and artists'
 * counters, the same 30-second repeat guard), and needs music.play as that
 * route does. `submission=false` is "now playing": the user's one now_playing
 * row (getNowPlaying) names the last id. Every id is checked first: one
 * unknown id is error 70 and nothing is logged.
 */
async function scrobble({ c, user, params, client }: SubsonicRequest) {
  const ids = params.ids('id');
  if (!ids.length) throw new SubsonicError(SUBSONIC_ERROR.missingParameter, 'Required parameter is missing: id');
  if (ids.length > SCROBBLE_MAX_IDS) throw new SubsonicError(SUBSONIC_ERROR.generic, `At most ${SCROBBLE_MAX_IDS} songs per scrobble.`);
  const times = readTimes(params.getAll('time'));
  const submission = params.bool('submission', true);
  const db = c.get('db');
  const found = await db
    .select({ id: tracks.id, album_id: tracks.album_id })
    .from(tracks)
    .where(sql`${tracks.id} IN ${inIds(ids)}`);
  const byId = new Map(found.map((track) => [track.id, track]));
  if (ids.some((id) => !byId.has(id))) throw notFound('Song');
  if (!submission) {
    await db
      .insert(nowPlaying)
      .values({ user_id: user.id, track_id: ids[ids.length - 1], player: client })
      .onConflictDoUpdate({ target: nowPlaying.user_id, set: { track_id: sql`excluded.track_id`, player: sql`excluded.player`, started_at: isoNow } });
    // Now playing on the user's ListenBrainz and Last.fm too (docs/api/scrobbling.md): one quick try, after the answer.
    c.executionCtx.waitUntil(scrobblePlay(c.env, db, { userId: user.id, track: { id: ids[ids.length - 1] } }));
    return {};
  }
  if (!userHasPermission(user, 'music.play')) throw new SubsonicError(SUBSONIC_ERROR.notAuthorized, 'You may not play music.');
  const place = requestPlace(c.req.raw);
  const ip = clientAddress(c);
  const userAgent = c.req.header('user-agent') ?? null;
  // One logPlay per id, in order: its repeat guard is a claim per play (an atomic upsert), so the plays cannot share one batch.
  for (const [index, id] of ids.entries()) {
    await logPlay(db, { track: byId.get(id)!, userId: user.id, ip, ...place, visitor: null, userAgent, at: playedAt(times[index]) });
  }
  // Each submission is a scrobble of its own time (not clamped to today as the play is), keyed by song and time: a resubmit is the same scrobble.
  if (!(await hasConnections(db, user.id))) return {};
  for (const [index, id] of ids.entries()) {
    const time = times[index] ?? Date.now();
    await recordScrobble(c.env, db, { userId: user.id, trackId: id, key: `subsonic:${id}:${time}`, startedAt: new Date(Math.min(time, Date.now())) });
  }
  return {};
}

export const scrobbleMethods: SubsonicMethods = { scrobble };
