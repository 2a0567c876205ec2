import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { artists, genres } from '../../db/music-catalog';
import { selectTracks } from '../music/list-queries';
import { ARTIST_MIXES, GENRE_MIXES, GENRE_POOL, MIX_TRACKS, SIMILAR_ARTISTS } from './home-constants';
import { tasteCte } from './listening';
import type { MixSeedType } from './home-types';

// Mixes (issue 26 part 5): a list of tracks built from a listener's plays and
// likes around a seed, one of their top artists or genres, the same for the
// same state of the catalog and of their listening. An artist mix plays the
// artist and the most played artists sharing a genre with it; a genre mix
// the genre's most played tracks and the listener's own; within a mix the
// seed's fit comes first, then the listener's taste, then popularity. The
// order it plays in is a shuffle fixed by the listener and the track.

/**
 * The listener's top artists and genres by their taste, as the CTE
 * `home_seeds (kind, seed, score)`. CROSS JOIN keeps SQLite on the taste's
 * few tracks first, then each one's credits and genres by primary key.
 */
const topSeedsCte = sql`home_seeds AS MATERIALIZED (
    SELECT * FROM (SELECT 'artist' AS kind, ta.artist_id AS seed, sum(home_signal.w) AS score FROM home_signal CROSS JOIN track_artists ta ON ta.track_id = home_signal.track_id
      GROUP BY ta.artist_id ORDER BY score DESC, seed LIMIT ${ARTIST_MIXES}) home_top_artists
    UNION ALL
    SELECT * FROM (SELECT 'genre' AS kind, tg.genre_id AS seed, sum(home_signal.w) AS score FROM home_signal CROSS JOIN track_genres tg ON tg.track_id = home_signal.track_id
      GROUP BY tg.genre_id ORDER BY score DESC, seed LIMIT ${GENRE_MIXES}) home_top_genres)`;

const oneSeedCte = (type: MixSeedType, id: number) => sql`home_seeds AS MATERIALIZED (SELECT ${type} AS kind, ${id} AS seed, 0 AS score)`;

/**
 * The mixes' tracks as rows of `home_mix (kind, seed, score, track_id, rn,
 * shuffle)`, at most MIX_TRACKS a seed: the CTEs and the final SELECT. Each
 * seed reaches its tracks through an index (track_artists_artist_idx,
 * artist_genres, track_genres_genre_idx).
 */
function mixTracks(userId: number, seeds: SQL): SQL {
  return sql`WITH ${tasteCte(userId)}, ${seeds},
  home_candidates AS (
    SELECT home_seeds.kind, home_seeds.seed, ta.track_id, 2 AS fit FROM home_seeds CROSS JOIN track_artists ta ON ta.artist_id = home_seeds.seed WHERE home_seeds.kind = 'artist'
    UNION ALL
    SELECT home_seeds.kind, home_seeds.seed, ta.track_id, 1 AS fit FROM home_seeds CROSS JOIN track_artists ta ON ta.artist_id IN (
        SELECT g2.artist_id FROM artist_genres g1 JOIN artist_genres g2 ON g2.genre_id = g1.genre_id JOIN artists ar ON ar.id = g2.artist_id
        WHERE g1.artist_id = home_seeds.seed AND g2.artist_id <> home_seeds.seed GROUP BY g2.artist_id ORDER BY max(ar.plays) DESC, g2.artist_id LIMIT ${SIMILAR_ARTISTS})
      WHERE home_seeds.kind = 'artist'
    UNION ALL
    SELECT home_seeds.kind, home_seeds.seed, tg.track_id, 2 AS fit FROM home_seeds CROSS JOIN track_genres tg ON tg.genre_id = home_seeds.seed AND (tg.track_id IN (
        SELECT tg2.track_id FROM track_genres tg2 JOIN tracks t2 ON t2.id = tg2.track_id WHERE tg2.genre_id = home_seeds.seed ORDER BY t2.plays DESC, t2.id LIMIT ${GENRE_POOL})
        OR tg.track_id IN (SELECT track_id FROM home_signal))
      WHERE home_seeds.kind = 'genre'),
  home_ranked AS (
    SELECT home_candidates.kind, home_candidates.seed, home_candidates.track_id,
      row_number() OVER (PARTITION BY home_candidates.kind, home_candidates.seed
        ORDER BY max(home_candidates.fit) * 1000 + coalesce(max(home_signal.w), 0) DESC, max(t.plays) DESC, home_candidates.track_id) AS rn
    FROM home_candidates CROSS JOIN tracks t ON t.id = home_candidates.track_id LEFT JOIN home_signal ON home_signal.track_id = home_candidates.track_id
    GROUP BY home_candidates.kind, home_candidates.seed, home_candidates.track_id)
  SELECT home_ranked.kind, home_ranked.seed, home_seeds.score, home_ranked.track_id, home_ranked.rn,
    CASE WHEN home_ranked.rn = 1 THEN -1 ELSE (home_ranked.track_id * 2654435761 + ${userId} * 40503) % 1000003 END AS shuffle
  FROM home_ranked CROSS JOIN home_seeds ON home_seeds.kind = home_ranked.kind AND home_seeds.seed = home_ranked.seed WHERE home_ranked.rn <= ${MIX_TRACKS}`;
}

/** The first credited artist of a mix row's track. */
const leadArtist = sql<string | null>`(SELECT ar.name FROM track_artists ta JOIN artists ar ON ar.id = ta.artist_id WHERE ta.track_id = home_mix.track_id ORDER BY ta.position LIMIT 1)`;
const seedName = sql<string | null>`CASE home_mix.kind WHEN 'artist' THEN (SELECT name FROM artists WHERE id = home_mix.seed) ELSE (SELECT display_name FROM genres WHERE id = home_mix.seed) END`;
const seedImage = sql<string | null>`CASE home_mix.kind WHEN 'artist' THEN (SELECT image FROM artists WHERE id = home_mix.seed) ELSE (SELECT image FROM genres WHERE id = home_mix.seed) END`;

/** The home's mixes: every track row of each top seed, in mix order, with the seed's name and image and the track's lead artist. */
export const homeMixes = (db: Db, userId: number) =>
  db
    .select({
      kind: sql<MixSeedType>`home_mix.kind`,
      seed: sql<number>`home_mix.seed`,
      score: sql<number>`home_mix.score`,
      track_id: sql<number>`home_mix.track_id`,
      artist: leadArtist,
      seed_name: seedName,
      seed_image: seedImage,
    })
    .from(sql`(${mixTracks(userId, topSeedsCte)}) home_mix`)
    .orderBy(desc(sql`home_mix.score`), asc(sql`home_mix.kind`), asc(sql`home_mix.seed`), asc(sql`home_mix.shuffle`), asc(sql`home_mix.track_id`));

export type HomeMixRow = Awaited<ReturnType<typeof homeMixes>>[number];

/** One mix's seed (its name and image; none when it does not exist) and its tracks in order: one batch. */
export function mixQueries(db: Db, userId: number, type: MixSeedType, id: number) {
  const seed =
    type === 'artist'
      ? db.select({ name: artists.name, image: artists.image }).from(artists).where(eq(artists.id, id))
      : db.select({ name: genres.display_name, image: genres.image }).from(genres).where(eq(genres.id, id));
  const tracks = selectTracks(db)
    .innerJoin(sql`(${mixTracks(userId, oneSeedCte(type, id))}) home_mix`, sql`home_mix.track_id = ${sql.raw('"tracks"."id"')}`)
    .orderBy(sql`home_mix.shuffle`, sql`home_mix.track_id`);
  return [seed, tracks] as const;
}
