import { sql } from 'drizzle-orm';
import { artists } from '../../../db/music-catalog';
import { filters, type ListResource } from '../list/list-resource';
import { ftsMatch } from '../list/fts-search';
import { parseJson, type Named } from './catalog-list-parts';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';

const lowerName = sql`lower(${artists.name})`;
const genresJson = sql<string>`(SELECT json_group_array(json_object('id', g.id, 'name', g.name, 'display_name', g.display_name)) FROM artist_genres ag JOIN genres g ON g.id = ag.genre_id WHERE ag.artist_id = "artists"."id")`;
/** The managers in order, on artist_managers' primary key. */
const managersJson = sql<string>`(SELECT json_group_array(json_object('id', m.id, 'name', m.name)) FROM (SELECT u.id, u.name FROM artist_managers am JOIN users u ON u.id = am.user_id WHERE am.artist_id = "artists"."id" ORDER BY am.position) m)`;

/**
 * docs/api/catalog-admin.md, GET artists: search by name (artists_fts);
 * filter by genre and verified; sort by name (artists_name_lower_idx),
 * plays, followers or creation.
 */
export const artistsList = {
  table: artists,
  id: artists.id,
  fields: {
    id: artists.id,
    name: artists.name,
    image: artists.image,
    verified: artists.verified,
    plays: artists.plays,
    followers_count: artists.followers_count,
    genres: genresJson,
    managers: managersJson,
    created_at: artists.created_at,
  },
  sortable: { id: artists.id, name: lowerName, plays: artists.plays, followers: artists.followers_count, created_at: artists.created_at },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: (query) => ftsMatch('artists_fts', artists.id, query),
  filters: {
    genre: filters.id((id) => sql`EXISTS (SELECT 1 FROM artist_genres ag WHERE ag.artist_id = "artists"."id" AND ag.genre_id = ${id})`),
    // Unverified is most artists: the unary + keeps the sort's index walking.
    verified: filters.boolean((on) => sql`+"artists"."verified" = ${on ? 1 : 0}`),
  },
  present: ({ genres, managers, ...artist }) => ({
    ...artist,
    genres: parseJson<(Named & { display_name: string })[]>(genres, []),
    managers: parseJson<Named[]>(managers, []),
  }),
  row: z.object({
    id: z.int(),
    name: z.string(),
    image: z.string().nullable(),
    verified: z.boolean(),
    plays: z.int(),
    followers_count: z.int(),
    genres: z.array(z.object({ id: z.int(), name: z.string(), display_name: z.string() })),
    managers: z.array(z.object({ id: z.int(), name: z.string() })),
    created_at: timestamp,
  }),
} satisfies ListResource;
