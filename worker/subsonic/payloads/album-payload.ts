import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { rawAll, rawBatch, type Row } from '../../raw-batch';
import { artistsJson, parseJsonList } from '../../music/select/json-list';
import { coverArtId, typedId } from '../subsonic-ids';
import type { SubsonicAlbum, SubsonicDirectoryChild } from './payload-types';
import { artistRefs, displayNames, itemDateOf, optional, seconds, sortNameOf, yearOf } from './payload-values';
import { songSelectSql, toChild, type PayloadUser } from './song-payload';
import { extraColumnsSql, listTailSql, type SelectParts } from './select-parts';

/**
 * The select list of an AlbumID3: `al` is albums. The counts and the
 * genres come from the album's tracks (tracks_album_number_idx), the star
 * and rating from the user's rows by primary key, for the returned rows only.
 */
export const albumColumnsSql = (user: PayloadUser) => sql`al.id, al.name, al.type, al.release_date, al.image IS NOT NULL AS has_image,
  al.plays, al.created_at,
  ${artistsJson('album_artists', 'album_id', sql.raw('al.id'))} AS artists,
  (SELECT json_array(count(*), coalesce(sum(t.duration), 0), coalesce(max(t.explicit), 0)) FROM tracks t WHERE t.album_id = al.id) AS stats,
  (SELECT json_group_array(x.display_name) FROM (SELECT DISTINCT g.display_name FROM tracks t JOIN track_genres tg ON tg.track_id = t.id
    JOIN genres g ON g.id = tg.genre_id WHERE t.album_id = al.id ORDER BY g.display_name LIMIT 10) x) AS genres,
  (SELECT l.created_at FROM likes l WHERE l.user_id = ${user.id} AND l.likeable_type = 'album' AND l.likeable_id = al.id) AS starred,
  (SELECT r.rating FROM user_ratings r WHERE r.user_id = ${user.id} AND r.rateable_type = 'album' AND r.rateable_id = al.id) AS user_rating`;

/** An album list in one statement (`from` must bring `albums al`); rows map with `toAlbum`. */
export function albumSelectSql(user: PayloadUser, parts: SelectParts): SQL {
  return sql`SELECT ${albumColumnsSql(user)}${extraColumnsSql(parts.extra)} FROM ${parts.from ?? sql`albums al`} ${listTailSql(parts)}`;
}

export const albumsByIdsSql = (user: PayloadUser, albumIds: number[]) =>
  albumSelectSql(user, { from: sql`json_each(${JSON.stringify(albumIds)}) j JOIN albums al ON al.id = j.value`, orderBy: sql`j.key` });

/** One row of `albumSelectSql` as an OpenSubsonic AlbumID3 (without songs). */
export function toAlbum(row: Row): SubsonicAlbum {
  const id = Number(row.id);
  const artists = artistRefs(row.artists);
  const [songCount, duration, explicit] = JSON.parse(String(row.stats)) as [number, number, number];
  const genres = parseJsonList<string>(row.genres as string);
  const name = String(row.name);
  return {
    id: String(id),
    name,
    artist: displayNames(artists) || undefined,
    artistId: artists[0]?.id,
    coverArt: row.has_image ? coverArtId('album', id) : undefined,
    songCount,
    duration: seconds(duration),
    playCount: Number(row.plays ?? 0),
    created: String(row.created_at),
    starred: optional(row.starred as string | null),
    year: yearOf(row.release_date),
    genre: genres[0],
    userRating: optional(row.user_rating as number | null),
    genres: genres.map((genre) => ({ name: genre })),
    artists,
    displayArtist: displayNames(artists),
    releaseTypes: [String(row.type)],
    releaseDate: itemDateOf(row.release_date),
    isCompilation: false,
    explicitStatus: explicit ? 'explicit' : '',
    sortName: sortNameOf(name),
  };
}

/**
 * The same album as a folder-model directory Child (getAlbumList,
 * getMusicDirectory, search2): id "al-3", parent its first artist "ar-5".
 */
export function albumAsDirectory(album: SubsonicAlbum): SubsonicDirectoryChild {
  const albumId = Number(album.id);
  return {
    id: typedId('album', albumId),
    parent: album.artistId ? typedId('artist', Number(album.artistId)) : undefined,
    isDir: true,
    title: album.name,
    album: album.name,
    artist: album.artist,
    year: album.year,
    genre: album.genre,
    coverArt: album.coverArt,
    playCount: album.playCount,
    created: album.created,
    starred: album.starred,
    userRating: album.userRating,
    albumId: album.id,
    artistId: album.artistId,
  };
}

/**
 * AlbumID3 objects for these album ids, in the given order, in one batch;
 * ids that name no album are dropped (every album is visible with
 * music.view, as in the web app). With `songs`, each album carries its `song`
 * list (disc order: track number, then id), as getAlbum answers.
 */
export async function loadAlbums(db: Db, user: PayloadUser, albumIds: number[], options: { songs?: boolean } = {}): Promise<SubsonicAlbum[]> {
  if (!albumIds.length) return [];
  if (!options.songs) return (await rawAll(db, albumsByIdsSql(user, albumIds))).map(toAlbum);
  const [albumRows, songRows] = await rawBatch(db, [
    albumsByIdsSql(user, albumIds),
    songSelectSql(user, {
      where: sql`t.album_id IN (SELECT value FROM json_each(${JSON.stringify(albumIds)}))`,
      orderBy: sql`t.album_id, t.number IS NULL, t.number, t.id`,
    }),
  ]);
  const songs = songRows.map(toChild);
  return albumRows.map(toAlbum).map((album) => ({ ...album, song: songs.filter((song) => song.albumId === album.id) }));
}
