import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, tracks } from '../../db/music-catalog';
import type { OutboxListen } from './outbox-listen';

/** The credited artists in their order, as one name ("A, B"), read with track_artists_order_idx. */
const artistNames = sql<string | null>`(SELECT group_concat(name, ', ') FROM (SELECT a.name FROM track_artists ta JOIN artists a ON a.id = ta.artist_id WHERE ta.track_id = ${tracks.id} ORDER BY ta.position, ta.artist_id))`;

/** What the services are told about a track (without its time); null for a missing track or one credited to no artist (both services need one). */
export async function trackListen(db: Db, trackId: number): Promise<Omit<OutboxListen, 'listened_at'> | null> {
  const [row] = await db
    .select({ track: tracks.name, duration: tracks.duration, album: albums.name, artist: artistNames })
    .from(tracks)
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .where(eq(tracks.id, trackId))
    .limit(1);
  if (!row?.artist) return null;
  return { artist: row.artist, track: row.track, album: row.album, duration: Math.round(row.duration / 1000) };
}
