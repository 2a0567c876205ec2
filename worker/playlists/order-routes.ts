import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { playlists, playlistTracks } from '../../db/music-social';
import { isoNow } from '../../db/columns';
import { validate } from '../http/validate';
import { ValidationError } from '../http/errors';
import { playlistGuard, smartTracksRefusal } from './playlist-access';
import { PlaylistAnswer, playlistAfterWrite, selectPlaylist } from './playlist-queries';
import { playlistParam, trackOrderBody } from './playlist-schemas';
import { responds } from '../http/responds';

const sameMembers = (ids: number[], held: number[]) => {
  const wanted = new Set(ids);
  return wanted.size === ids.length && ids.length === held.length && held.every((id) => wanted.has(id));
};

/**
 * Rows (playlist, track, position 1..n, ...) for the upsert below. The ids
 * travel as one JSON parameter, so any length fits D1's 100 parameters per
 * statement. Every row already exists, so the upsert only moves positions:
 * one pass over the JSON with a primary-key lookup each, where UPDATE ...
 * FROM json_each would rescan the JSON for every row. The IN guard keeps a
 * track removed meanwhile from coming back.
 */
const newPositions = (playlistId: number, userId: number, ids: number[]) =>
  sql`SELECT ${playlistId}, o.value, o.key + 1, ${userId}, ${isoNow} FROM json_each(${JSON.stringify(ids)}) o
    WHERE o.value IN (SELECT ${playlistTracks.track_id} FROM ${playlistTracks} WHERE ${playlistTracks.playlist_id} = ${playlistId})`;

/**
 * docs/api/music.md, PUT playlists/{id}/tracks/order: the body lists every
 * track of the playlist once, in the new order, and positions become 1..n.
 */
export const playlistOrderRoutes = new Hono<AppEnv>().put(
  '/playlists/:id{[0-9]+}/tracks/order',
  playlistGuard('editor'),
  validate('param', playlistParam),
  validate('json', trackOrderBody),
  responds(PlaylistAnswer),
  async (c) => {
    const { id } = c.req.valid('param');
    const { ids } = c.req.valid('json');
    const db = c.get('db');
    if (c.get('playlist').smart) throw smartTracksRefusal();
    const userId = c.get('user')!.id;
    const held = await db.select({ id: playlistTracks.track_id }).from(playlistTracks).where(eq(playlistTracks.playlist_id, id));
    if (!sameMembers(ids, held.map((row) => row.id))) {
      throw ValidationError.field('ids', "The ids must list each of the playlist's tracks exactly once.");
    }
    const [, , [row]] = await db.batch([
      db.insert(playlistTracks).select(newPositions(id, userId, ids)).onConflictDoUpdate({
        target: [playlistTracks.playlist_id, playlistTracks.track_id],
        set: { position: sql`excluded.position` },
      }),
      db.update(playlists).set({ updated_at: isoNow }).where(eq(playlists.id, id)),
      selectPlaylist(db, id),
    ]);
    return c.json(playlistAfterWrite(row));
  },
);
