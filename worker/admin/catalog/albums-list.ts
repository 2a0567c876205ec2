import { sql } from 'drizzle-orm';
import { albums, ALBUM_TYPES } from '../../../db/music-catalog';
import { filters, type ListResource } from '../list/list-resource';
import { ftsMatch } from '../list/fts-search';
import { creditsJson, parseJson, playsAtLeast, playsAtMost, userJson, type Named } from './catalog-list-parts';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';

/** Counted on tracks_album_number_idx. */
const tracksCount = sql<number>`(SELECT count(*) FROM tracks t WHERE t.album_id = "albums"."id")`;

/**
 * docs/api/catalog-admin.md, GET albums: search by name (albums_fts); filter
 * by artist, genre (albums have no genres of their own: their tracks'),
 * owner, release and created dates, plays; sort by name, plays, release date
 * or creation.
 */
export const albumsList = {
  table: albums,
  id: albums.id,
  fields: {
    id: albums.id,
    name: albums.name,
    type: albums.type,
    image: albums.image,
    artists: creditsJson('album_artists', 'album_id', sql`"albums"."id"`),
    plays: albums.plays,
    tracks_count: tracksCount,
    owner: userJson(sql`"albums"."owner_id"`),
    release_date: albums.release_date,
    created_at: albums.created_at,
  },
  sortable: { id: albums.id, name: albums.name, plays: albums.plays, release_date: albums.release_date, created_at: albums.created_at },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: (query) => ftsMatch('albums_fts', albums.id, query),
  filters: {
    artist: filters.id((id) => sql`"albums"."id" IN (SELECT aa.album_id FROM album_artists aa WHERE aa.artist_id = ${id})`),
    genre: filters.id(
      (id) => sql`EXISTS (SELECT 1 FROM tracks t JOIN track_genres tg ON tg.track_id = t.id AND tg.genre_id = ${id} WHERE t.album_id = "albums"."id")`,
    ),
    owner: filters.id((id) => sql`"albums"."owner_id" = ${id}`),
    created_from: filters.dateFrom(albums.created_at),
    created_to: filters.dateTo(albums.created_at),
    released_from: filters.dateFrom(albums.release_date),
    released_to: filters.dateTo(albums.release_date),
    plays_min: playsAtLeast(albums.plays),
    plays_max: playsAtMost(albums.plays),
  },
  present: ({ artists, owner, ...album }) => ({ ...album, artists: parseJson<Named[]>(artists, []), owner: parseJson<Named | null>(owner, null) }),
  row: z.object({
    id: z.int(),
    name: z.string(),
    type: z.enum(ALBUM_TYPES),
    image: z.string().nullable(),
    artists: z.array(z.object({ id: z.int(), name: z.string() })),
    plays: z.int(),
    tracks_count: z.int(),
    owner: z.object({ id: z.int(), name: z.string() }).nullable(),
    release_date: z.string().nullable(),
    created_at: timestamp,
  }),
} satisfies ListResource;
