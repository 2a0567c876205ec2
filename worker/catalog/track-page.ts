import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, tracks } from '../../db/music-catalog';
import type { TrackDetailPayload } from '../music/music-types';
import { toTrackPayload } from '../music/select/track-select';
import { namedColumns } from '../music/select/named-columns';
import { genresJson, parseGenres, parseTags, tagsJson } from '../music/select/taxonomy-select';
import { trackColumns } from '../music/select/track-select';
import { notFound } from '../http/errors';
import { compiledBatch, type BoundId } from '../compiled-batch';

/** The page's statements, for one `db.batch` (and for docs/query-plans.md). */
export const trackPageQueries = (db: Db, trackId: BoundId) =>
  [
    db
      .select({
        ...trackColumns,
        ...namedColumns({
          description: tracks.description,
          waveform: tracks.waveform,
          release_date: albums.release_date,
          owner_id: tracks.owner_id,
          // lyrics_track_id_unique answers this without reading the lyrics.
          has_lyrics: sql<number>`EXISTS (SELECT 1 FROM lyrics l WHERE l.track_id = "tracks"."id")`,
          genres: genresJson(sql`track_genres tg2 JOIN genres g ON g.id = tg2.genre_id WHERE tg2.track_id = "tracks"."id"`),
          tags: tagsJson(sql`track_tags tt JOIN tags tg ON tg.id = tt.tag_id WHERE tt.track_id = "tracks"."id"`),
        }),
      })
      .from(tracks)
      .leftJoin(albums, eq(albums.id, tracks.album_id))
      .where(eq(tracks.id, trackId)),
  ] as const;

/** GET tracks/{id}: one statement. */
export async function loadTrackPage(db: Db, trackId: number): Promise<{ track: TrackDetailPayload }> {
  const [[row]] = await compiledBatch(db, 'track page', () => trackPageQueries(db, sql.placeholder('trackId')), { trackId });
  if (!row) throw notFound();
  return {
    track: {
      ...toTrackPayload(row),
      description: row.description,
      genres: parseGenres(row.genres),
      tags: parseTags(row.tags),
      has_lyrics: Boolean(row.has_lyrics),
      waveform: row.waveform,
      release_date: row.release_date,
      owner_id: row.owner_id,
    },
  };
}
