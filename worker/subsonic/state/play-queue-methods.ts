import { eq, sql } from 'drizzle-orm';
import { playQueues } from '../../../db/subsonic';
import { isoNow } from '../../../db/columns';
import { PLAYLIST_MAX_TRACKS } from '../../playlists/playlist-constants';
import { loadSongs } from '../payloads';
import { SUBSONIC_ERROR, SubsonicError, type SubsonicMethods, type SubsonicRequest } from '../subsonic-types';
import { requireTracks } from './catalog-targets';

/** The longest queue we keep: as many songs as a playlist holds. */
export const PLAY_QUEUE_MAX = PLAYLIST_MAX_TRACKS;

/**
 * savePlayQueue: the user's one saved queue (play_queues), replaced whole:
 * the `id`s in order (a song may repeat in a queue), `current` (one of
 * them), `position` in ms within it, and the app that saved it (`c`). A call
 * without ids clears it (OpenSubsonic). Unknown song ids are error 70 and
 * change nothing.
 */
async function savePlayQueue({ c, user, params, client }: SubsonicRequest) {
  const db = c.get('db');
  const ids = params.ids('id');
  if (!ids.length) {
    await db.delete(playQueues).where(eq(playQueues.user_id, user.id));
    return {};
  }
  if (ids.length > PLAY_QUEUE_MAX) throw new SubsonicError(SUBSONIC_ERROR.generic, `A play queue holds at most ${PLAY_QUEUE_MAX} songs.`);
  const current = params.has('current') ? params.id('current') : null;
  if (current !== null && !ids.includes(current)) throw new SubsonicError(SUBSONIC_ERROR.generic, 'The current song must be one of the ids.');
  const position = params.int('position', { fallback: 0, min: 0 })!;
  await requireTracks(db, ids);
  const row = { track_ids: ids, current_id: current, position_ms: position, changed_by: client };
  await db
    .insert(playQueues)
    .values({ user_id: user.id, ...row })
    .onConflictDoUpdate({
      target: playQueues.user_id,
      set: {
        track_ids: sql`excluded.track_ids`,
        current_id: sql`excluded.current_id`,
        position_ms: sql`excluded.position_ms`,
        changed_by: sql`excluded.changed_by`,
        updated_at: isoNow,
      },
    });
  return {};
}

/**
 * getPlayQueue: the saved queue with its songs (those still in the catalog).
 * With none saved, an empty queue (no `entry`), changed now and by nobody:
 * the schema requires the element, and clients read it as "nothing to resume".
 */
async function getPlayQueue({ c, user }: SubsonicRequest) {
  const db = c.get('db');
  const [saved] = await db.select().from(playQueues).where(eq(playQueues.user_id, user.id));
  if (!saved) return { playQueue: { username: user.email, changed: new Date().toISOString(), changedBy: '' } };
  const songs = await loadSongs(db, user, saved.track_ids);
  const current = saved.current_id !== null && songs.some((song) => song.id === String(saved.current_id)) ? String(saved.current_id) : undefined;
  return {
    playQueue: {
      current,
      position: current ? saved.position_ms : undefined,
      username: user.email,
      changed: saved.updated_at,
      changedBy: saved.changed_by,
      entry: songs,
    },
  };
}

export const playQueueMethods: SubsonicMethods = { getPlayQueue, savePlayQueue };
