import { channels } from '../../db/music-catalog';
import type { ChannelItem } from '../music/music-types';
import type { RowOf, SqliteBatchItem } from '../music/batch-rows';

/** What loading a channel needs of its row: the payload's fields plus where its items come from. */
export const channelColumns = {
  id: channels.id,
  slug: channels.slug,
  name: channels.name,
  description: channels.description,
  layout: channels.layout,
  content_type: channels.content_type,
  source: channels.source,
  source_genre: channels.source_genre,
  item_limit: channels.item_limit,
  hide_title: channels.hide_title,
  is_home: channels.is_home,
  sort_order: channels.sort_order,
  restriction: channels.restriction,
  public: channels.public,
};

export type ChannelRow = { [K in keyof typeof channelColumns]: (typeof channels.$inferSelect)[K] };

/**
 * One channel's items as one statement plus the mapper for its rows, so the
 * statements of several channels can share one `db.batch`.
 */
export type ContentQuery = { query: SqliteBatchItem; toItems: (rows: unknown[]) => ChannelItem[] };

export function contentQuery<Q extends SqliteBatchItem>(query: Q, toItem: (row: RowOf<Q>) => ChannelItem): ContentQuery {
  return { query, toItems: (rows) => (rows as RowOf<Q>[]).map(toItem) };
}
