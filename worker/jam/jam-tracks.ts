import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, tracks } from '../../db/music-catalog';
import type { TrackPayload } from '../music/music-types';
import { toTrackPayload, trackColumns } from '../music/select/track-select';
import { ValidationError } from '../http/errors';

/**
 * The catalog's own payloads of the requested tracks, in the order asked
 * (repeats kept): a Jam's queue never carries a client's idea of a track, so
 * no listener's player is sent to a URL another listener made up. A track
 * that does not exist or has no audio is a 422.
 */
export async function jamTracks(db: Db, ids: number[]): Promise<TrackPayload[]> {
  const rows = await db
    .select(trackColumns)
    .from(tracks)
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .where(inArray(tracks.id, [...new Set(ids)]));
  const byId = new Map(rows.map((row) => [row.id, toTrackPayload(row)]));
  const found = ids.map((id) => byId.get(id));
  const missing = ids.filter((id, i) => !found[i]?.src);
  if (missing.length) throw new ValidationError({ track_ids: [`These tracks cannot be played: ${missing.join(', ')}.`] });
  return found as TrackPayload[];
}
