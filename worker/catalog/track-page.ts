import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, genres, tags, trackGenres, tracks, trackTags } from '../../db/music-catalog';
import type { TrackDetailPayload } from '../music/music-types';
import { toTrackPayload } from '../music/select/track-select';
import { namedColumns } from '../music/select/named-columns';
import { selectGenres, selectTags } from '../music/list-queries';
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
        }),
      })
      .from(tracks)
      .leftJoin(albums, eq(albums.id, tracks.album_id))
      .where(eq(tracks.id, trackId)),
    selectGenres(db).innerJoin(trackGenres, eq(trackGenres.genre_id, genres.id)).where(eq(trackGenres.track_id, trackId)).orderBy(genres.name),
    selectTags(db).innerJoin(trackTags, eq(trackTags.tag_id, tags.id)).where(eq(trackTags.track_id, trackId)).orderBy(tags.name),
  ] as const;

/** GET tracks/{id}: one round trip. */
export async function loadTrackPage(db: Db, trackId: number): Promise<{ track: TrackDetailPayload }> {
  const [[row], genreRows, tagRows] = await compiledBatch(db, 'track page', () => trackPageQueries(db, sql.placeholder('trackId')), { trackId });
  if (!row) throw notFound();
  return {
    track: {
      ...toTrackPayload(row),
      description: row.description,
      genres: genreRows,
      tags: tagRows,
      has_lyrics: Boolean(row.has_lyrics),
      waveform: row.waveform,
      release_date: row.release_date,
      owner_id: row.owner_id,
    },
  };
}
