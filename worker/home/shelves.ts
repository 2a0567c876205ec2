import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artists } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { users } from '../../db/users';
import { selectTracks } from '../music/list-queries';
import { albumColumns } from '../music/select/album-select';
import { artistColumns } from '../music/select/artist-select';
import { playlistColumns } from '../music/select/playlist-select';
import { namedColumns } from '../music/select/named-columns';
import { JUMP_BACK_IN, NEW_RELEASES, RECENTLY_PLAYED } from './home-constants';
import { recentPlays } from './listening';

// The personal home's shelves but mixes (mixes.ts): one statement each, all
// of them in the home's one batch. Subquery results are named home_* (the
// query-plan test tells their scans from a table's).

/** Recently played: the tracks of the last plays, each once, by its last play. */
export function recentlyPlayed(db: Db, userId: number) {
  const recent = sql`(SELECT track_id AS id, max(created_at) AS at FROM (${recentPlays(userId)}) home_plays GROUP BY track_id ORDER BY at DESC, id LIMIT ${RECENTLY_PLAYED}) home_recent`;
  return selectTracks(db).innerJoin(recent, sql`home_recent.id = ${sql.raw('"tracks"."id"')}`).orderBy(sql`home_recent.at DESC`, sql`home_recent.id`);
}

/**
 * What the last plays were played from, each once, by its last play: the
 * album, playlist or artist the player named, else the track's album.
 */
const jumpBackIn = (userId: number) =>
  sql`(SELECT coalesce(home_plays.context_type, 'album') AS type, coalesce(home_plays.context_id, t.album_id) AS id, max(home_plays.created_at) AS at
    FROM (${recentPlays(userId)}) home_plays JOIN tracks t ON t.id = home_plays.track_id
    WHERE coalesce(home_plays.context_id, t.album_id) IS NOT NULL GROUP BY 1, 2 ORDER BY at DESC, 2 LIMIT ${JUMP_BACK_IN}) home_jump`;

const jumpedAt = namedColumns({ jumped_at: sql<string>`home_jump.at` });

/** Jump back in, one statement per kind (their columns differ); the route merges them by `jumped_at`. */
export function jumpBackInQueries(db: Db, userId: number) {
  return [
    db.select({ ...albumColumns, ...jumpedAt }).from(albums).innerJoin(jumpBackIn(userId), sql`home_jump.type = 'album' AND home_jump.id = ${sql.raw('"albums"."id"')}`),
    db.select({ ...artistColumns, ...jumpedAt }).from(artists).innerJoin(jumpBackIn(userId), sql`home_jump.type = 'artist' AND home_jump.id = ${sql.raw('"artists"."id"')}`),
    db
      .select({ ...playlistColumns, ...jumpedAt })
      .from(playlists)
      .innerJoin(users, eq(users.id, playlists.owner_id))
      .innerJoin(jumpBackIn(userId), sql`home_jump.type = 'playlist' AND home_jump.id = ${sql.raw('"playlists"."id"')}`)
      // A playlist made private since is the owner's alone.
      .where(or(eq(playlists.public, true), eq(playlists.owner_id, userId))),
  ] as const;
}

/** New releases: the newest albums of the artists the listener follows (follows, then album_artists_artist_idx). */
export function newReleases(db: Db, userId: number) {
  const followed = sql`(SELECT DISTINCT aa.album_id AS id FROM follows f CROSS JOIN album_artists aa ON aa.artist_id = f.followable_id
    WHERE f.follower_id = ${userId} AND f.followable_type = 'artist') home_followed`;
  return db
    .select(albumColumns)
    .from(albums)
    .innerJoin(followed, sql`home_followed.id = ${sql.raw('"albums"."id"')}`)
    .orderBy(desc(albums.release_date), desc(albums.id))
    .limit(NEW_RELEASES);
}
