import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, albumTags, genres, tags, trackGenres, tracks } from '../../db/music-catalog';
import { albumColumns, toAlbumPayload } from '../music/select/album-select';
import { toTrackPayload } from '../music/select/track-select';
import { selectGenres, selectTags, selectTracks } from '../music/list-queries';
import { notFound } from '../http/errors';
import type { AlbumPagePayload } from '../music/music-types';
import { compiledBatch, type BoundId } from '../compiled-batch';

/** The page's statements, for one `db.batch` (and for docs/query-plans.md). */
export function albumPageQueries(db: Db, albumId: BoundId) {
  // Albums have no genres of their own: theirs are their tracks' genres.
  const trackGenreIds = db
    .select({ id: trackGenres.genre_id })
    .from(tracks)
    .innerJoin(trackGenres, eq(trackGenres.track_id, tracks.id))
    .where(eq(tracks.album_id, albumId));
  return [
    db
      .select({ ...albumColumns, description: albums.description, owner_id: albums.owner_id })
      .from(albums)
      .where(eq(albums.id, albumId)),
    selectGenres(db).where(inArray(genres.id, trackGenreIds)).orderBy(genres.name),
    selectTags(db).innerJoin(albumTags, eq(albumTags.tag_id, tags.id)).where(eq(albumTags.album_id, albumId)).orderBy(tags.name),
    selectTracks(db).where(eq(tracks.album_id, albumId)).orderBy(asc(tracks.number), asc(tracks.id)),
  ] as const;
}

/** GET albums/{id}: the album with its tracks by number, in one round trip. */
export async function loadAlbumPage(db: Db, albumId: number): Promise<AlbumPagePayload> {
  const [[album], genreRows, tagRows, trackRows] = await compiledBatch(db, 'album page', () => albumPageQueries(db, sql.placeholder('albumId')), { albumId });
  if (!album) throw notFound();
  return {
    album: { ...toAlbumPayload(album), description: album.description, genres: genreRows, tags: tagRows, owner_id: album.owner_id },
    tracks: trackRows.map(toTrackPayload),
  };
}
