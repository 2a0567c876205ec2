import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db';
import { channelItems, channels } from '../../db/music-catalog';
import type { ChannelItem, ChannelPayload } from '../music/music-types';
import { notFound } from '../http/errors';
import { asBatch } from '../music/batch-rows';
import { channelColumns, type ChannelRow, type ContentQuery } from './channel-query';
import { channelContent } from './channel-content';

export type ChannelKey = { home: true } | { id: number } | { slug: string };

type KeyColumns = { id: AnySQLiteColumn; slug: AnySQLiteColumn; is_home: AnySQLiteColumn };

function whereKey(table: KeyColumns, key: ChannelKey): SQL {
  // A literal 1, not a bound parameter, so SQLite can use the partial index channels_one_home_idx.
  if ('home' in key) return sql`${table.is_home} = 1`;
  return 'id' in key ? eq(table.id, key.id) : eq(table.slug, key.slug);
}

/** The channel row and, should it hold channels, theirs in position order: the first round trip. */
export function channelRowQueries(db: Db, key: ChannelKey) {
  const parent = alias(channels, 'parent');
  return [
    db.select(channelColumns).from(channels).where(whereKey(channels, key)).limit(1),
    db
      .select(channelColumns)
      .from(channelItems)
      .innerJoin(parent, eq(parent.id, channelItems.channel_id))
      .innerJoin(channels, eq(channels.id, channelItems.item_id))
      .where(and(whereKey(parent, key), eq(channelItems.item_type, 'channel')))
      .orderBy(asc(channelItems.position), asc(channelItems.item_id)),
  ] as const;
}

/** Every channel's items in one `db.batch` (the second round trip), none when nothing needs loading. */
export async function loadItems(db: Db, contents: (ContentQuery | null)[]): Promise<ChannelItem[][]> {
  const queries = contents.filter((content) => content !== null).map((content) => content.query);
  if (!queries.length) return contents.map(() => []);
  const results = await db.batch(asBatch(queries));
  let next = 0;
  return contents.map((content) => (content ? content.toItems(results[next++] as unknown[]) : []));
}

export const toChannelPayload = (row: ChannelRow, items: ChannelItem[]): ChannelPayload => ({
  model_type: 'channel',
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  layout: row.layout,
  content_type: row.content_type,
  hide_title: row.hide_title,
  is_home: row.is_home,
  items,
});

/**
 * A channel with its items; a channel of channels comes with each nested
 * channel's items (nesting goes one level deep). Two round trips at most.
 * Hidden channels (issue 15) are 404 to listeners and left out of their
 * parents; the admin editor loads them with `includeHidden`.
 */
export async function loadChannel(db: Db, key: ChannelKey, restriction?: string, { includeHidden = false } = {}): Promise<ChannelPayload> {
  const [[channel], allNested] = await db.batch(channelRowQueries(db, key));
  if (!channel || !(channel.public || includeHidden)) throw notFound();
  if (channel.content_type !== 'channel') {
    const [items] = await loadItems(db, [channelContent(db, channel, restriction)]);
    return toChannelPayload(channel, items);
  }
  const nested = allNested.filter((child) => child.public || includeHidden);
  const nestedItems = await loadItems(db, nested.map((child) => channelContent(db, child, restriction)));
  return toChannelPayload(channel, nested.map((child, i) => toChannelPayload(child, nestedItems[i])));
}
