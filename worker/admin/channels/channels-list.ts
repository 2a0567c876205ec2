import { sql } from 'drizzle-orm';
import { channels, CHANNEL_CONTENT_TYPES, CHANNEL_LAYOUTS, CHANNEL_RESTRICTIONS, CHANNEL_SORTS, CHANNEL_SOURCES } from '../../../db/music-catalog';
import { filters, type ListResource } from '../list/list-resource';
import { prefixRange } from '../list/fts-search';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';

const lowerName = sql`lower(${channels.name})`;
/** Manual items (or nested channels), counted on channel_items_order_idx; the outer id named in full (see roles-list.ts). */
const itemsCount = sql<number>`(SELECT count(*) FROM channel_items ci WHERE ci.channel_id = "channels"."id")`;

/**
 * docs/api/channels-admin.md, GET channels (admin.access): every channel,
 * hidden ones too; search by name prefix (channels_name_lower_idx) or the
 * slug's prefix (its unique index); sort by name, updated (default) or id;
 * filter by content model or public.
 */
export const channelsList = {
  table: channels,
  id: channels.id,
  fields: {
    id: channels.id,
    slug: channels.slug,
    name: channels.name,
    description: channels.description,
    layout: channels.layout,
    content_type: channels.content_type,
    source: channels.source,
    source_genre: channels.source_genre,
    sort_order: channels.sort_order,
    restriction: channels.restriction,
    public: channels.public,
    is_home: channels.is_home,
    item_limit: channels.item_limit,
    created_at: channels.created_at,
    updated_at: channels.updated_at,
    items_count: itemsCount,
  },
  sortable: { id: channels.id, name: lowerName, updated_at: channels.updated_at },
  defaultSort: { orderBy: 'updated_at', orderDir: 'desc' },
  search: (query) => sql`(${prefixRange(lowerName, query)} OR ${prefixRange(channels.slug, query)})`,
  filters: {
    content_type: filters.oneOf(CHANNEL_CONTENT_TYPES, (type) => sql`${channels.content_type} = ${type}`),
    public: filters.boolean((value) => sql`${channels.public} = ${value ? 1 : 0}`),
  },
  row: z.object({
    id: z.int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    layout: z.enum(CHANNEL_LAYOUTS),
    content_type: z.enum(CHANNEL_CONTENT_TYPES),
    source: z.enum(CHANNEL_SOURCES),
    source_genre: z.string().nullable(),
    sort_order: z.enum(CHANNEL_SORTS),
    restriction: z.enum(CHANNEL_RESTRICTIONS).nullable(),
    public: z.boolean(),
    is_home: z.boolean(),
    item_limit: z.int(),
    created_at: timestamp,
    updated_at: timestamp,
    items_count: z.int(),
  }),
} satisfies ListResource;
