import { or, sql } from 'drizzle-orm';
import { tags } from '../../../db/music-catalog';
import type { ListResource } from '../list/list-resource';
import { ftsMatch, prefixRange } from '../list/fts-search';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';

/**
 * How many tracks and albums carry the tag: counted on track_tags_tag_idx and
 * album_tags_tag_idx. The outer column is named in full (drizzle prints a
 * single-table select's columns without their table; see roles-list.ts).
 */
const tracksCount = sql<number>`(SELECT count(*) FROM track_tags tt WHERE tt.tag_id = "tags"."id")`;
const albumsCount = sql<number>`(SELECT count(*) FROM album_tags at WHERE at.tag_id = "tags"."id")`;

/**
 * docs/api/admin.md, GET tags: search the display name through tags_fts (by
 * word prefix) or the name by prefix (names are lower-case slugs, so the
 * unique index answers); sort by name or creation (tags_created_at_idx).
 */
export const tagsList = {
  table: tags,
  id: tags.id,
  fields: {
    id: tags.id,
    name: tags.name,
    display_name: tags.display_name,
    created_at: tags.created_at,
    updated_at: tags.updated_at,
    tracks_count: tracksCount,
    albums_count: albumsCount,
  },
  sortable: { name: tags.name, created_at: tags.created_at },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: (query) => or(ftsMatch('tags_fts', tags.id, query), prefixRange(tags.name, query)),
  row: z.object({
    id: z.int(),
    name: z.string(),
    display_name: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
    tracks_count: z.int(),
    albums_count: z.int(),
  }),
} satisfies ListResource;
