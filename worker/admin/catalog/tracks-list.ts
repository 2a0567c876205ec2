import { sql } from 'drizzle-orm';
import { tracks } from '../../../db/music-catalog';
import { filters, type ListResource } from '../list/list-resource';
import { ftsMatch } from '../list/fts-search';
import { creditsJson, parseJson, playsAtLeast, playsAtMost, userJson, type Named } from './catalog-list-parts';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';

const trackId = sql`"tracks"."id"`;
const albumJson = sql<string | null>`(SELECT json_object('id', al.id, 'name', al.name, 'image', al.image) FROM albums al WHERE al.id = "tracks"."album_id")`;
const genresJson = sql<string>`(SELECT json_group_array(json_object('id', g.id, 'name', g.name, 'display_name', g.display_name)) FROM track_genres tg JOIN genres g ON g.id = tg.genre_id WHERE tg.track_id = "tracks"."id")`;

/**
 * docs/api/catalog-admin.md, GET tracks: search by name (tracks_fts); filter
 * by genre, artist, owner, created and release dates, plays; sort by name,
 * plays, release date or creation, each on its own index (db/music-catalog.ts).
 */
export const tracksList = {
  table: tracks,
  id: tracks.id,
  fields: {
    id: tracks.id,
    name: tracks.name,
    image: tracks.image,
    artists: creditsJson('track_artists', 'track_id', trackId),
    album: albumJson,
    genres: genresJson,
    plays: tracks.plays,
    duration: tracks.duration,
    explicit: tracks.explicit,
    owner: userJson(sql`"tracks"."owner_id"`),
    release_date: tracks.release_date,
    created_at: tracks.created_at,
  },
  sortable: { id: tracks.id, name: tracks.name, plays: tracks.plays, release_date: tracks.release_date, created_at: tracks.created_at },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: (query) => ftsMatch('tracks_fts', tracks.id, query),
  filters: {
    // A genre holds many tracks: the sort's index walks and the pivot's primary key answers each row, stopping at the page.
    genre: filters.id(
      (id) => sql`EXISTS (SELECT 1 FROM track_genres tg WHERE tg.track_id = "tracks"."id" AND tg.genre_id = ${id})`,
      {
        // The capped total starts from the genre's index instead of walking every track to find a thousand,
        where: (id) => sql`"tracks"."id" IN (SELECT tg.track_id FROM track_genres tg WHERE tg.genre_id = ${id})`,
        // and alone it needs no track at all: every pivot row names one.
        alone: (id) => sql`SELECT 1 FROM track_genres tg WHERE tg.genre_id = ${id}`,
      },
    ),
    // An artist has few: their ids come from track_artists_artist_idx and only those are sorted.
    artist: filters.id((id) => sql`"tracks"."id" IN (SELECT ta.track_id FROM track_artists ta WHERE ta.artist_id = ${id})`),
    owner: filters.id((id) => sql`"tracks"."owner_id" = ${id}`),
    created_from: filters.dateFrom(tracks.created_at),
    created_to: filters.dateTo(tracks.created_at),
    released_from: filters.dateFrom(tracks.release_date),
    released_to: filters.dateTo(tracks.release_date),
    plays_min: playsAtLeast(tracks.plays),
    plays_max: playsAtMost(tracks.plays),
  },
  present: ({ artists, album, genres, owner, ...track }) => ({
    ...track,
    artists: parseJson<Named[]>(artists, []),
    album: parseJson<(Named & { image: string | null }) | null>(album, null),
    genres: parseJson<(Named & { display_name: string })[]>(genres, []),
    owner: parseJson<Named | null>(owner, null),
  }),
  row: z.object({
    id: z.int(),
    name: z.string(),
    image: z.string().nullable(),
    artists: z.array(z.object({ id: z.int(), name: z.string() })),
    album: z.object({ id: z.int(), name: z.string(), image: z.string().nullable() }).nullable(),
    genres: z.array(z.object({ id: z.int(), name: z.string(), display_name: z.string() })),
    plays: z.int(),
    duration: z.int(),
    explicit: z.boolean(),
    owner: z.object({ id: z.int(), name: z.string() }).nullable(),
    release_date: z.string().nullable(),
    created_at: timestamp,
  }),
} satisfies ListResource;
