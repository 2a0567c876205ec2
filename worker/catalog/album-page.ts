import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, tracks } from '../../db/music-catalog';
import { albumColumns, toAlbumPayload } from '../music/select/album-select';
import { toTrackPayload } from '../music/select/track-select';
import { selectTracks } from '../music/list-queries';
import { genresJson, parseGenres, parseTags, tagsJson } from '../music/select/taxonomy-select';
import { notFound } from '../http/errors';
import type { AlbumPagePayload } from '../music/music-types';
import { rowsJson } from '../music/select/rows-json';
import { compiledBatch, type BoundId } from '../compiled-batch';

/** The page's statements, for one `db.batch` (and for docs/query-plans.md). */
export function albumPageQueries(db: Db, albumId: BoundId) {
  // Albums have no genres of their own: theirs are their tracks' genres.
  const genreSource = sql`genres g WHERE g.id IN (SELECT tg2.genre_id FROM tracks t2 JOIN track_genres tg2 ON tg2.track_id = t2.id WHERE t2.album_id = "albums"."id")`;
  const tagSource = sql`album_tags at2 JOIN tags tg ON tg.id = at2.tag_id WHERE at2.album_id = "albums"."id"`;
  return [
    db
      .select({
        ...albumColumns,
        description: albums.description,
        owner_id: albums.owner_id,
        genres: genresJson(genreSource).as('genres'),
        tags: tagsJson(tagSource).as('tags'),
        // One statement, read as arrays (rows-json.ts): a second statement in the batch cost the cold page a tenth of its rate.
        tracks: rowsJson(selectTracks(db).where(eq(tracks.album_id, albumId)).orderBy(asc(tracks.number), asc(tracks.id)), 'album_tracks').as('tracks'),
      })
      .from(albums)
      .where(eq(albums.id, albumId)),
  ] as const;
}

/** GET albums/{id}: the album with its tracks by number, in one round trip. */
export async function loadAlbumPage(db: Db, albumId: number): Promise<AlbumPagePayload> {
  const [[row]] = await compiledBatch(db, 'album page', () => albumPageQueries(db, sql.placeholder('albumId')), { albumId });
  if (!row) throw notFound();
  const { tracks: trackRows, ...album } = row;
  return {
    album: { ...toAlbumPayload(album), description: album.description, genres: parseGenres(album.genres), tags: parseTags(album.tags), owner_id: album.owner_id },
    tracks: trackRows.map(toTrackPayload),
  };
}
