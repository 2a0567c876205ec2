import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { rawAll, type Row } from '../../raw-batch';
import { artistsJson } from '../../music/select/json-list';
import { coverArtId, typedId } from '../subsonic-ids';
import type { SubsonicChild } from './payload-types';
import { artistRefs, bitRateOf, contentTypeOf, displayNames, optional, seconds, songPath, suffixOf, yearOf } from './payload-values';
import { replayGainOf } from './replay-gain';
import { parseJsonList } from '../../music/select/json-list';
import { extraColumnsSql, listTailSql, type SelectParts } from './select-parts';

/** The user a payload is made for: their stars and ratings. */
export type PayloadUser = { id: number };

/**
 * The select list of a Child: `t` is tracks, `a` albums (LEFT JOIN on
 * t.album_id). Correlated subqueries run only for the rows a page returns:
 * credited and album artists (the pivots' primary keys), genres
 * (track_genres' primary key), the user's like (likes' primary key) and
 * rating (user_ratings' primary key).
 */
export const songColumnsSql = (user: PayloadUser) => sql`t.id, t.name, t.number, t.duration, t.album_id, a.name AS album_name,
  t.image IS NOT NULL AS has_image, a.image IS NOT NULL AS album_has_image, t.audio_mime, t.audio_size, t.explicit,
  coalesce(t.release_date, a.release_date) AS release_date, t.plays, t.created_at,
  t.loudness_lufs, t.true_peak_dbtp, a.loudness_lufs AS album_loudness_lufs, a.true_peak_dbtp AS album_true_peak_dbtp,
  ${artistsJson('track_artists', 'track_id', sql.raw('t.id'))} AS artists,
  ${artistsJson('album_artists', 'album_id', sql.raw('t.album_id'))} AS album_artists,
  (SELECT json_group_array(x.display_name) FROM (SELECT g.display_name FROM track_genres tg JOIN genres g ON g.id = tg.genre_id
    WHERE tg.track_id = t.id ORDER BY g.name) x) AS genres,
  (SELECT l.created_at FROM likes l WHERE l.user_id = ${user.id} AND l.likeable_type = 'track' AND l.likeable_id = t.id) AS starred,
  (SELECT r.rating FROM user_ratings r WHERE r.user_id = ${user.id} AND r.rateable_type = 'track' AND r.rateable_id = t.id) AS user_rating`;

/**
 * A song list in one statement: the Child columns FROM `from` (which must
 * bring `tracks t`; default just that) LEFT JOIN albums a, then the WHERE,
 * ORDER BY and LIMIT/OFFSET given. Map the rows with `toChild`.
 */
export function songSelectSql(user: PayloadUser, parts: SelectParts): SQL {
  return sql`SELECT ${songColumnsSql(user)}${extraColumnsSql(parts.extra)} FROM ${parts.from ?? sql`tracks t`} LEFT JOIN albums a ON a.id = t.album_id ${listTailSql(parts)}`;
}

/** The songs of these ids, in this order (json_each's key), each track by its primary key. */
export const songsByIdsSql = (user: PayloadUser, trackIds: number[]) =>
  songSelectSql(user, { from: sql`json_each(${JSON.stringify(trackIds)}) j JOIN tracks t ON t.id = j.value`, orderBy: sql`j.key` });

/** One row of `songSelectSql` as an OpenSubsonic Child. */
export function toChild(row: Row): SubsonicChild {
  const artists = artistRefs(row.artists);
  const albumArtists = artistRefs(row.album_artists);
  const genres = parseJsonList<string>(row.genres as string);
  const id = Number(row.id);
  const albumId = row.album_id === null ? undefined : Number(row.album_id);
  const suffix = suffixOf(row.audio_mime);
  const artist = displayNames(artists);
  return {
    id: String(id),
    parent: albumId ? typedId('album', albumId) : undefined,
    isDir: false,
    title: String(row.name),
    album: optional(row.album_name as string | null),
    artist: artist || undefined,
    track: optional(row.number as number | null),
    year: yearOf(row.release_date),
    genre: genres[0],
    coverArt: row.has_image ? coverArtId('track', id) : albumId && row.album_has_image ? coverArtId('album', albumId) : undefined,
    size: optional(row.audio_size as number | null),
    contentType: contentTypeOf(row.audio_mime),
    suffix,
    duration: seconds(row.duration),
    bitRate: bitRateOf(row.audio_size, row.duration),
    path: songPath({ artist: displayNames(albumArtists) || artist, album: row.album_name as string | null, number: row.number as number | null, title: String(row.name), suffix }),
    playCount: Number(row.plays ?? 0),
    created: String(row.created_at),
    starred: optional(row.starred as string | null),
    albumId: albumId ? String(albumId) : undefined,
    artistId: artists[0]?.id,
    type: 'music',
    mediaType: 'song',
    isVideo: false,
    userRating: optional(row.user_rating as number | null),
    genres: genres.map((name) => ({ name })),
    artists,
    displayArtist: artist,
    albumArtists,
    displayAlbumArtist: displayNames(albumArtists),
    explicitStatus: row.explicit ? 'explicit' : '',
    replayGain: replayGainOf(row),
  };
}

/**
 * Subsonic `Child` objects for these track ids, in the given order (a
 * repeated id repeats), in one statement. Ids that name no track are
 * dropped. Every catalog track is visible to a user with `music.view`, which
 * the endpoint's authentication already requires (error 50 otherwise), as the
 * web app's catalog routes do; there is no per-track privacy.
 */
export async function loadSongs(db: Db, user: PayloadUser, trackIds: number[]): Promise<SubsonicChild[]> {
  if (!trackIds.length) return [];
  return (await rawAll(db, songsByIdsSql(user, trackIds))).map(toChild);
}
