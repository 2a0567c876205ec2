import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artists, genres, tracks } from '../../db/music-catalog';
import type { RadioSeedType } from '../music/music-types';
import { selectTracks } from '../music/list-queries';
import { trackColumns } from '../music/select/track-select';
import { namedColumns } from '../music/select/named-columns';
import { OWN_TRACKS_SHARE, RADIO_BOUNDS, RADIO_LENGTH, RADIO_WEIGHTS } from './radio-constants';

/**
 * What a seed contributes, as SQL sets of ids: the tracks whose listeners'
 * likes we follow, the artists whose tracks count as "own", and the genres
 * and tags a related track may share. An empty set is `SELECT NULL WHERE 0`.
 */
type SeedSets = { tracks: SQL; artists: SQL; genres: SQL; tags: SQL };

const NONE = sql`SELECT NULL WHERE 0`;

function seedSets(type: RadioSeedType, id: number): SeedSets {
  switch (type) {
    case 'track':
      return {
        tracks: sql`SELECT ${id}`,
        artists: sql`SELECT artist_id FROM track_artists WHERE track_id = ${id}`,
        genres: sql`SELECT genre_id FROM track_genres WHERE track_id = ${id}
          UNION SELECT ag.genre_id FROM track_artists ta JOIN artist_genres ag ON ag.artist_id = ta.artist_id WHERE ta.track_id = ${id}`,
        tags: sql`SELECT tag_id FROM track_tags WHERE track_id = ${id}`,
      };
    case 'artist':
      return {
        tracks: sql`SELECT track_id FROM track_artists WHERE artist_id = ${id} LIMIT ${RADIO_BOUNDS.seedTracks}`,
        artists: sql`SELECT ${id}`,
        genres: sql`SELECT genre_id FROM artist_genres WHERE artist_id = ${id}
          UNION SELECT tg.genre_id FROM track_genres tg WHERE tg.track_id IN (SELECT id FROM seed_tracks)`,
        tags: sql`SELECT tt.tag_id FROM track_tags tt WHERE tt.track_id IN (SELECT id FROM seed_tracks)`,
      };
    case 'genre':
      return { tracks: NONE, artists: NONE, genres: sql`SELECT ${id}`, tags: NONE };
  }
}

/**
 * The related tracks, scored (docs/radio.md). Every signal is one bounded
 * subquery that yields (track, weight) rows through an index; the sum per
 * track is its score, ties go to the more played. The seed track itself is
 * left out (the route puts it first), and the list is cut per kind: at most
 * RADIO_LENGTH tracks of other artists and a quarter of that of the seed's
 * own artists, which the route then balances (radio-mix.ts).
 */
function relatedIds(type: RadioSeedType, id: number): SQL {
  const seed = seedSets(type, id);
  const w = RADIO_WEIGHTS;
  const b = RADIO_BOUNDS;
  const excluded = type === 'track' ? id : 0;
  return sql`(WITH
    seed_tracks(id) AS (${seed.tracks}),
    seed_artists(id) AS (${seed.artists}),
    seed_genres(id) AS (${seed.genres}),
    seed_tags(id) AS (${seed.tags}),
    likers(id) AS (SELECT DISTINCT user_id FROM likes WHERE likeable_type = 'track' AND likeable_id IN (SELECT id FROM seed_tracks) LIMIT ${b.likers}),
    signals(track_id, weight) AS (
      SELECT * FROM (SELECT track_id, ${w.trackGenre} FROM track_genres WHERE genre_id IN (SELECT id FROM seed_genres) ORDER BY genre_id DESC, track_id DESC LIMIT ${b.signalRows})
      UNION ALL SELECT * FROM (SELECT ta.track_id, ${w.artistGenre} FROM artist_genres ag JOIN track_artists ta ON ta.artist_id = ag.artist_id
        WHERE ag.genre_id IN (SELECT id FROM seed_genres) LIMIT ${b.signalRows})
      UNION ALL SELECT * FROM (SELECT track_id, ${w.tag} FROM track_tags WHERE tag_id IN (SELECT id FROM seed_tags) LIMIT ${b.signalRows})
      UNION ALL SELECT * FROM (SELECT likeable_id, ${w.coLike} FROM likes WHERE user_id IN (SELECT id FROM likers) AND likeable_type = 'track' LIMIT ${b.coLikeRows})
      UNION ALL SELECT * FROM (SELECT track_id, ${w.ownArtist} FROM track_artists WHERE artist_id IN (SELECT id FROM seed_artists) LIMIT ${b.signalRows})
    ),
    scored AS (
      SELECT s.track_id AS id, sum(s.weight) AS score,
        EXISTS (SELECT 1 FROM track_artists ta WHERE ta.track_id = s.track_id AND ta.artist_id IN (SELECT id FROM seed_artists)) AS own
      FROM signals s WHERE s.track_id <> ${excluded} GROUP BY s.track_id
    ),
    ranked AS (
      SELECT sc.id, sc.score, sc.own, t.plays, row_number() OVER (PARTITION BY sc.own ORDER BY sc.score DESC, t.plays DESC, sc.id) AS nth
      FROM scored sc JOIN tracks t ON t.id = sc.id
    )
    SELECT id, score, own, plays FROM ranked
    WHERE nth <= CASE own WHEN 0 THEN ${RADIO_LENGTH} ELSE ${Math.floor(RADIO_LENGTH * OWN_TRACKS_SHARE)} END) r`;
}

/** Candidates with their payload columns and `own` flag, best first (at most 62 rows). */
export const relatedTracksQuery = (db: Db, type: RadioSeedType, id: number) =>
  db
    .select({ ...trackColumns, ...namedColumns({ own: sql<number>`r.own` }) })
    .from(tracks)
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .innerJoin(relatedIds(type, id), sql`r.id = ${tracks.id}`)
    .orderBy(sql`r.score DESC`, sql`r.plays DESC`, sql`r.id`);

/** The seed as the payload names it: `{id, name, image}`; the track seed loads as a full TrackPayload. */
export function seedQuery(db: Db, type: Exclude<RadioSeedType, 'track'>, id: number) {
  return type === 'artist'
    ? db.select({ id: artists.id, name: artists.name, image: artists.image }).from(artists).where(eq(artists.id, id))
    : db.select({ id: genres.id, name: genres.display_name, image: genres.image }).from(genres).where(eq(genres.id, id));
}

export const seedTrackQuery = (db: Db, id: number) => selectTracks(db).where(eq(tracks.id, id));
