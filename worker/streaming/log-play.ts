import { eq, inArray, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db';
import { rateLimits } from '../../db/logs';
import { albums, artists, trackArtists, tracks } from '../../db/music-catalog';
import { DEVICE_TYPES, plays, type PlayContextType } from '../../db/music-social';
import { parseUserAgent } from '../auth/device';
import { PLAY_DEDUPE_SECONDS, QUEUED_PLAY_MAX_AGE_DAYS } from './streaming-constants';

export type PlayInput = {
  track: { id: number; album_id: number | null };
  userId: number | null;
  /** cf-connecting-ip: tells guests apart for the dedupe. */
  ip: string | null;
  /** request.cf.country: ISO 3166-1 alpha-2 (or Cloudflare's XX / T1). */
  country: string | null;
  /** request.cf.city (issue 16's insights). */
  city: string | null;
  /** A guest's daily-salted hash (worker/insights/visitor-hash.ts); null for a user. */
  visitor: string | null;
  userAgent: string | null;
  /** The album, playlist or artist it was played from, as the player says (not checked: it only orders the listener's own "Jump back in"). */
  context?: { type: PlayContextType; id: number } | null;
  /** When it was played (ISO), when not now: a Subsonic scrobble's `time` (worker/subsonic/state/scrobble-methods.ts), a play queued offline. */
  at?: string;
  /** The client's id for a play it may send more than once (a play queued offline): counted once per listener and id. */
  playId?: string;
};

const DESKTOP_PLATFORMS = new Set(['Windows', 'macOS', 'Linux', 'ChromeOS']);

/** plays.device_type (and page_views') is mobile, tablet or desktop; an agent we cannot place stays null. */
export function playDevice(userAgent: string | null): { device_type: (typeof DEVICE_TYPES)[number] | null; platform: string | null; browser: string | null } {
  const { device_type, platform, browser } = parseUserAgent(userAgent);
  const type = device_type !== 'other' ? device_type : platform && DESKTOP_PLATFORMS.has(platform) ? 'desktop' : null;
  return { device_type: type, platform, browser };
}

/**
 * Claims "this listener played this track now" unless they already did within
 * PLAY_DEDUPE_SECONDS. The last counted play lives in `rate_limits` under
 * `play:<trackId>:<listener>` (window_start = its time in seconds), the
 * table's daily prune drops it, and one conditional upsert makes the claim
 * atomic: when the update is skipped RETURNING yields no row (the pattern of
 * claimTotpStep in worker/auth/totp.ts). No KV: its writes are neither
 * consistent nor allowed more than once a second per key.
 */
async function claimPlay(db: Db, key: string): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  const claimed = await db
    .insert(rateLimits)
    .values({ key, window_start: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { window_start: sql`excluded.window_start`, count: sql`${rateLimits.count} + 1` },
      setWhere: sql`${rateLimits.window_start} <= excluded.window_start - ${PLAY_DEDUPE_SECONDS}`,
    })
    .returning({ count: rateLimits.count });
  return claimed.length > 0;
}

/**
 * A play sent with the client's id (docs/offline.md): the first request with
 * that id counts, a resend after a lost answer does not. The id's row in
 * `rate_limits` must outlive every resend the route accepts (a played_at
 * within QUEUED_PLAY_MAX_AGE_DAYS), so its window_start is that limit, past
 * the play's time: the daily prune of day-old rows leaves it until then. Not
 * the 30 s rule: two plays of a track made offline minutes apart are sent
 * together and both count.
 */
async function claimPlayId(db: Db, key: string, playedAt: number): Promise<boolean> {
  const keepUntil = Math.floor(playedAt / 1000) + QUEUED_PLAY_MAX_AGE_DAYS * 86_400;
  const claimed = await db
    .insert(rateLimits)
    .values({ key, window_start: keepUntil, count: 1 })
    .onConflictDoNothing({ target: rateLimits.key })
    .returning({ count: rateLimits.count });
  return claimed.length > 0;
}

/**
 * One listen (docs/api/music.md): a plays row plus the denormalized counters
 * of the track, its album and its credited artists, all in one batch.
 * Returns false when the play was a repeat and changed nothing.
 */
export async function logPlay(db: Db, input: PlayInput): Promise<boolean> {
  const { track } = input;
  const listener = input.userId !== null ? `user:${input.userId}` : `ip:${input.ip ?? 'unknown'}`;
  const playedAt = input.at ? Date.parse(input.at) : Date.now();
  if (input.playId && !(await claimPlayId(db, `play-id:${listener}:${input.playId}`, playedAt))) return false;
  // A play sent later (its id and time) is told apart by its id, and by the 30 s rule on the time it claims:
  // at most one play of a track per PLAY_DEDUPE_SECONDS of claimed time, so claiming the past counts no faster than playing now.
  const sentLater = input.playId !== undefined && input.at !== undefined;
  if (sentLater && !(await claimPlayId(db, `play-at:${track.id}:${listener}:${Math.floor(playedAt / 1000 / PLAY_DEDUPE_SECONDS)}`, playedAt))) return false;
  if (!sentLater && !(await claimPlay(db, `play:${track.id}:${listener}`))) return false;

  const increment = (column: AnySQLiteColumn) => ({ plays: sql`${column} + 1` });
  const creditedArtists = db.select({ id: trackArtists.artist_id }).from(trackArtists).where(eq(trackArtists.track_id, track.id));
  await db.batch([
    db.insert(plays).values({
      track_id: track.id,
      user_id: input.userId,
      country: input.country,
      city: input.city,
      visitor: input.userId === null ? input.visitor : null,
      ...playDevice(input.userAgent),
      context_type: input.context?.type ?? null,
      context_id: input.context?.id ?? null,
      ...(input.at ? { created_at: input.at } : {}),
    }),
    db.update(tracks).set(increment(tracks.plays)).where(eq(tracks.id, track.id)),
    db.update(artists).set(increment(artists.plays)).where(inArray(artists.id, creditedArtists)),
    ...(track.album_id !== null ? [db.update(albums).set(increment(albums.plays)).where(eq(albums.id, track.album_id))] : []),
  ]);
  return true;
}
