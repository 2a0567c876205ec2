import type { Db } from '../db';
import { recordScrobble, sendNowPlaying } from './record-scrobble';

type LoggedPlay = {
  userId: number;
  track: { id: number };
  played_at?: string;
  play_id?: string;
  played_seconds?: number;
};

/**
 * What POST tracks/{id}/plays means for scrobbling, after the play is
 * logged (worker/streaming/routes.ts, in waitUntil: the player never waits
 * on a third party): a play starting now is "now playing"; a play sent later
 * (queued offline, docs/offline.md) that was heard past the threshold is a
 * scrobble of its start time, keyed by its play_id so a resend is one
 * scrobble. Failures are the services' concern, never the play's.
 */
export async function scrobblePlay(env: Env, db: Db, play: LoggedPlay): Promise<void> {
  try {
    if (!play.played_at) return await sendNowPlaying(env, db, play.userId, play.track.id);
    if (play.play_id === undefined || play.played_seconds === undefined) return;
    await recordScrobble(env, db, { userId: play.userId, trackId: play.track.id, key: `play:${play.play_id}`, startedAt: new Date(play.played_at), playedSeconds: play.played_seconds });
  } catch (error) {
    console.warn('Scrobbling a play failed', error instanceof Error ? error.message : error);
  }
}
