import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { rawPages, type Row } from '../../raw-batch';
import { rowObjects, type RowArrays } from '../../d1-rows';
import { artistsJson } from '../../music/select/json-list';
import { coverArtId, typedId } from '../subsonic-ids';
import type { SubsonicArtistRef, SubsonicChild } from './payload-types';
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

/**
 * The columns of `songColumnsSql`, in its order: a page read as arrays
 * (`rawPages`) is mapped by position, with no object per row (for 500 rows
 * those objects cost more than the mapping; docs/bench.md "OpenSubsonic").
 */
const SONG_COLUMNS = [
  'id', 'name', 'number', 'duration', 'album_id', 'album_name', 'has_image', 'album_has_image', 'audio_mime', 'audio_size', 'explicit',
  'release_date', 'plays', 'created_at', 'loudness_lufs', 'true_peak_dbtp', 'album_loudness_lufs', 'album_true_peak_dbtp',
  'artists', 'album_artists', 'genres', 'starred', 'user_rating',
] as const;
type SongColumn = (typeof SONG_COLUMNS)[number];
const at = Object.fromEntries(SONG_COLUMNS.map((name, n) => [name, n])) as Record<SongColumn, number>;

type Credits = { refs: SubsonicArtistRef[]; names: string };
type Genres = { names: string[]; list: { name: string }[] };

/**
 * The JSON lists of one page's songs, each text parsed once: an album's songs
 * repeat their album artists, mostly their artists and genres too, and
 * parsing every song's three lists was most of a 500-song sync page's CPU
 * (docs/bench.md, "Seventeenth session"). The Children of a page share these
 * read-only arrays.
 */
function pageLists() {
  const credits = new Map<unknown, Credits>();
  const genres = new Map<unknown, Genres>();
  return {
    credits(json: unknown): Credits {
      let found = credits.get(json);
      if (!found) {
        const refs = artistRefs(json);
        credits.set(json, (found = { refs, names: displayNames(refs) }));
      }
      return found;
    },
    genres(json: unknown): Genres {
      let found = genres.get(json);
      if (!found) {
        const names = parseJsonList<string>(json as string | null);
        genres.set(json, (found = { names, list: names.map((name) => ({ name })) }));
      }
      return found;
    },
  };
}
type PageLists = ReturnType<typeof pageLists>;

/** One row of `songSelectSql`, its cells in SONG_COLUMNS' order, as an OpenSubsonic Child. */
function childOf(cells: unknown[], lists: PageLists): SubsonicChild {
  const { refs: artists, names: artist } = lists.credits(cells[at.artists]);
  const { refs: albumArtists, names: albumArtist } = lists.credits(cells[at.album_artists]);
  const genres = lists.genres(cells[at.genres]);
  const id = Number(cells[at.id]);
  const albumId = cells[at.album_id] === null ? undefined : Number(cells[at.album_id]);
  const mime = cells[at.audio_mime];
  const suffix = suffixOf(mime);
  const title = String(cells[at.name]);
  const album = cells[at.album_name] as string | null;
  const number = cells[at.number] as number | null;
  return {
    id: String(id),
    parent: albumId ? typedId('album', albumId) : undefined,
    isDir: false,
    title,
    album: optional(album),
    artist: artist || undefined,
    track: optional(number),
    year: yearOf(cells[at.release_date]),
    genre: genres.names[0],
    coverArt: cells[at.has_image] ? coverArtId('track', id) : albumId && cells[at.album_has_image] ? coverArtId('album', albumId) : undefined,
    size: optional(cells[at.audio_size] as number | null),
    contentType: contentTypeOf(mime),
    suffix,
    duration: seconds(cells[at.duration]),
    bitRate: bitRateOf(cells[at.audio_size], cells[at.duration]),
    path: songPath({ artist: albumArtist || artist, album, number, title, suffix }),
    playCount: Number(cells[at.plays] ?? 0),
    created: String(cells[at.created_at]),
    starred: optional(cells[at.starred] as string | null),
    albumId: albumId ? String(albumId) : undefined,
    artistId: artists[0]?.id,
    type: 'music',
    mediaType: 'song',
    isVideo: false,
    userRating: optional(cells[at.user_rating] as number | null),
    genres: genres.list,
    artists,
    displayArtist: artist,
    albumArtists,
    displayAlbumArtist: albumArtist,
    explicitStatus: cells[at.explicit] ? 'explicit' : '',
    replayGain: replayGainOf(
      cells[at.loudness_lufs] as number | null,
      cells[at.true_peak_dbtp] as number | null,
      cells[at.album_loudness_lufs] as number | null,
      cells[at.album_true_peak_dbtp] as number | null,
    ),
  };
}

/** One row of `songSelectSql` (an object, as `rawBatch` answers) as an OpenSubsonic Child. */
export const toChild = (row: Row): SubsonicChild => childOf(SONG_COLUMNS.map((name) => row[name]), pageLists());

/**
 * A `songSelectSql` statement's rows read as arrays (`rawPages`) as Children.
 * The select list must begin with SONG_COLUMNS (extra columns follow): checked
 * on every page, a cheap guard against the SQL and the list drifting apart.
 */
export function childrenOf({ columns, rows }: RowArrays): SubsonicChild[] {
  if (rows.length && SONG_COLUMNS.some((name, n) => columns[n] !== name)) throw new Error(`a song list selects ${columns.join()}, not the Child columns in order`);
  const lists = pageLists();
  return rows.map((cells) => childOf(cells, lists));
}

/** The last row of a page read as arrays, as an object (a keyset page remembers its key from it). */
export const lastRowOf = ({ columns, rows }: RowArrays): Row[] => (rows.length ? rowObjects({ columns, rows: rows.slice(-1) }) : []);

/**
 * Subsonic `Child` objects for these track ids, in the given order (a
 * repeated id repeats), in one statement. Ids that name no track are
 * dropped. Every catalog track is visible to a user with `music.view`, which
 * the endpoint's authentication already requires (error 50 otherwise), as the
 * web app's catalog routes do; there is no per-track privacy.
 */
export async function loadSongs(db: Db, user: PayloadUser, trackIds: number[]): Promise<SubsonicChild[]> {
  if (!trackIds.length) return [];
  const [page] = await rawPages(db, [songsByIdsSql(user, trackIds)]);
  return childrenOf(page);
}
