import { desc, eq, gte } from 'drizzle-orm';
import { tracks } from '../../../db/music-catalog';
import { nowPlaying } from '../../../db/subsonic';
import { users } from '../../../db/users';
import { loadSongs } from '../payloads';
import type { SubsonicMethods, SubsonicRequest } from '../subsonic-types';

const MINUTE_MS = 60_000;
/** A now-playing report counts for the song's length, and at least this long (a client may pause, or report late). */
export const NOW_PLAYING_MIN_MS = 10 * MINUTE_MS;
/** ... and never longer than this (now_playing_started_idx bounds the read). */
export const NOW_PLAYING_MAX_MS = 60 * MINUTE_MS;

/** Whether a report made at `startedAt` of a song lasting `durationMs` still counts at `now`. */
export const stillPlaying = (startedAt: string, durationMs: number, now: number) =>
  now - Date.parse(startedAt) <= Math.min(NOW_PLAYING_MAX_MS, Math.max(NOW_PLAYING_MIN_MS, durationMs));

/**
 * getNowPlaying: what every user reported with scrobble submission=false,
 * newest first, while the report counts (stillPlaying). `username` is the
 * listener's display name, as their public profile shows it, never their
 * email; `playerId` is their user id (one report per user), `playerName`
 * the app (`c`). Every song is one the caller may see: the songs are read
 * as the caller (loadSongs), so one that is gone drops out.
 */
async function getNowPlaying({ c, user }: SubsonicRequest) {
  const db = c.get('db');
  const now = Date.now();
  const rows = await db
    .select({ user_id: nowPlaying.user_id, track_id: nowPlaying.track_id, player: nowPlaying.player, started_at: nowPlaying.started_at, duration: tracks.duration, name: users.name })
    .from(nowPlaying)
    .innerJoin(tracks, eq(tracks.id, nowPlaying.track_id))
    .innerJoin(users, eq(users.id, nowPlaying.user_id))
    .where(gte(nowPlaying.started_at, new Date(now - NOW_PLAYING_MAX_MS).toISOString()))
    .orderBy(desc(nowPlaying.started_at));
  const playing = rows.filter((row) => stillPlaying(row.started_at, row.duration, now));
  const songs = new Map((await loadSongs(db, user, [...new Set(playing.map((row) => row.track_id))])).map((song) => [song.id, song]));
  const entry = playing.flatMap((row) => {
    const song = songs.get(String(row.track_id));
    if (!song) return [];
    const minutesAgo = Math.max(0, Math.floor((now - Date.parse(row.started_at)) / MINUTE_MS));
    return [{ ...song, username: row.name, minutesAgo, playerId: row.user_id, playerName: row.player || undefined }];
  });
  return { nowPlaying: { entry } };
}

export const nowPlayingMethods: SubsonicMethods = { getNowPlaying };
