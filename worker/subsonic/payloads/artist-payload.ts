import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { rawAll, type Row } from '../../raw-batch';
import { coverArtId } from '../subsonic-ids';
import type { SubsonicArtist } from './payload-types';
import { optional, sortNameOf } from './payload-values';
import type { PayloadUser } from './song-payload';
import { extraColumnsSql, listTailSql, type SelectParts } from './select-parts';

/**
 * The select list of an ArtistID3: `ar` is artists. albumCount counts the
 * artist's credits on album_artists_artist_idx; `starred` is the user's
 * follow of the artist (a star on an artist is a follow, as in the web app).
 */
export const artistColumnsSql = (user: PayloadUser) => sql`ar.id, ar.name, ar.image,
  (SELECT count(*) FROM album_artists aa WHERE aa.artist_id = ar.id) AS album_count,
  (SELECT f.created_at FROM follows f WHERE f.follower_id = ${user.id} AND f.followable_type = 'artist' AND f.followable_id = ar.id) AS starred,
  (SELECT r.rating FROM user_ratings r WHERE r.user_id = ${user.id} AND r.rateable_type = 'artist' AND r.rateable_id = ar.id) AS user_rating`;

/** An artist list in one statement (`from` must bring `artists ar`); rows map with `toArtist`. */
export function artistSelectSql(user: PayloadUser, parts: SelectParts): SQL {
  return sql`SELECT ${artistColumnsSql(user)}${extraColumnsSql(parts.extra)} FROM ${parts.from ?? sql`artists ar`} ${listTailSql(parts)}`;
}

export const artistsByIdsSql = (user: PayloadUser, artistIds: number[]) =>
  artistSelectSql(user, { from: sql`json_each(${JSON.stringify(artistIds)}) j JOIN artists ar ON ar.id = j.value`, orderBy: sql`j.key` });

/** An image column (a site path or an http(s) URL) as an absolute URL, given the request's origin. */
export const absoluteImageUrl = (image: unknown, origin: string | undefined) =>
  typeof image !== 'string' || !image ? undefined : /^https?:\/\//.test(image) ? image : origin ? `${origin}${image}` : undefined;

/** One row of `artistSelectSql` as an OpenSubsonic ArtistID3; `origin` makes `artistImageUrl` absolute. */
export function toArtist(row: Row, origin?: string): SubsonicArtist {
  const id = Number(row.id);
  const name = String(row.name);
  return {
    id: String(id),
    name,
    coverArt: row.image ? coverArtId('artist', id) : undefined,
    artistImageUrl: absoluteImageUrl(row.image, origin),
    albumCount: Number(row.album_count ?? 0),
    starred: optional(row.starred as string | null),
    userRating: optional(row.user_rating as number | null),
    sortName: sortNameOf(name),
  };
}

/**
 * ArtistID3 objects for these artist ids, in the given order, in one
 * statement; ids that name no artist are dropped. `origin` (the request's,
 * e.g. `new URL(c.req.url).origin`) makes `artistImageUrl` absolute.
 */
export async function loadArtists(db: Db, user: PayloadUser, artistIds: number[], options: { origin?: string } = {}): Promise<SubsonicArtist[]> {
  if (!artistIds.length) return [];
  return (await rawAll(db, artistsByIdsSql(user, artistIds))).map((row) => toArtist(row, options.origin));
}
