import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db';
import { albums, artists, channelItems, channels, genres, tracks, type ChannelContentType } from '../../../db/music-catalog';
import { playlists } from '../../../db/music-social';
import { users } from '../../../db/users';
import { isoNow } from '../../../db/columns';
import { notFound, ValidationError } from '../../http/errors';
import type { ChannelItem, ChannelPayload } from '../../music/music-types';
import { channelColumns, type ChannelRow } from '../../catalog/channel-query';
import { channelContent } from '../../catalog/channel-content';
import { manualContent } from '../../catalog/channel-items';
import { loadItems, toChannelPayload, type ChannelKey } from '../../catalog/channel-page';
import type { ChannelBody } from './channel-body';
import type { AdminChannelPayload } from './channel-admin-types';

export const SLUG_TAKEN = 'This slug is already taken.';

/** `column IN (ids)` with the ids as one JSON parameter (D1 binds at most 100 a statement). */
export const inIds = (column: SQLiteColumn, ids: number[]): SQL => sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/** Each content model's table id, to check that manual items exist. */
const MODEL_IDS: Record<ChannelContentType, SQLiteColumn> = {
  track: tracks.id,
  album: albums.id,
  artist: artists.id,
  playlist: playlists.id,
  user: users.id,
  genre: genres.id,
  channel: channels.id,
};

const keyOf = (slugOrId: string): ChannelKey => (/^\d+$/.test(slugOrId) ? { id: Number(slugOrId) } : { slug: slugOrId });
const whereKey = (key: ChannelKey) => ('home' in key ? sql`${channels.is_home} = 1` : 'id' in key ? eq(channels.id, key.id) : eq(channels.slug, key.slug));

/**
 * A channel as the editor loads it, hidden or not, or 404: its stored fields
 * and its manual items (or nested channels) in position order, whatever
 * the channel's sort and limit.
 */
export async function adminChannel(db: Db, key: ChannelKey): Promise<AdminChannelPayload> {
  const [row] = await db.select().from(channels).where(whereKey(key)).limit(1);
  if (!row) throw notFound();
  if (row.content_type === 'channel') {
    const nested = await db
      .select(channelColumns)
      .from(channelItems)
      .innerJoin(channels, eq(channels.id, channelItems.item_id))
      .where(and(eq(channelItems.channel_id, row.id), eq(channelItems.item_type, 'channel')))
      .orderBy(asc(channelItems.position), asc(channelItems.item_id));
    return { ...row, items: nested.map((child) => toChannelPayload(child, [])) };
  }
  const content = manualContent(db, { ...row, sort_order: 'default', item_limit: 1000 });
  const [items] = await loadItems(db, [content]);
  return { ...row, items };
}

export const adminChannelByParam = (db: Db, slugOrId: string) => adminChannel(db, keyOf(slugOrId));

/**
 * What the stored data must agree with before a save (422 otherwise): a free
 * slug, an existing source genre, manual items that exist, and nested
 * channels that are neither the channel itself nor channels of channels
 * (nesting goes one level deep).
 */
export async function checkChannelRefs(db: Db, body: ChannelBody, exceptId?: number): Promise<void> {
  const [[taken], [genre], found] = await db.batch([
    db.select({ id: channels.id }).from(channels).where(eq(channels.slug, body.slug)).limit(1),
    db.select({ id: genres.id }).from(genres).where(eq(genres.name, body.source_genre ?? '')).limit(1),
    body.content_type === 'channel'
      ? db.select({ id: channels.id, content_type: channels.content_type }).from(channels).where(inIds(channels.id, body.items))
      : db.select({ id: MODEL_IDS[body.content_type], content_type: sql<ChannelContentType>`${body.content_type}` }).from(MODEL_IDS[body.content_type].table).where(inIds(MODEL_IDS[body.content_type], body.items)),
  ]);
  if (taken && taken.id !== exceptId) throw ValidationError.field('slug', SLUG_TAKEN);
  if (body.source_genre && !genre) throw ValidationError.field('source_genre', 'There is no genre of this name.');
  if (body.source !== 'manual') return;
  if (body.content_type === 'channel' && exceptId !== undefined && body.items.includes(exceptId)) {
    throw ValidationError.field('items', 'A channel cannot hold itself.');
  }
  const existing = new Set(found.map((item) => item.id));
  const missing = body.items.filter((id) => !existing.has(id));
  if (missing.length) throw ValidationError.field('items', `These items do not exist: ${missing.join(', ')}.`);
  if (body.content_type === 'channel' && found.some((item) => item.content_type === 'channel')) {
    throw ValidationError.field('items', 'A nested channel cannot hold channels itself (nesting goes one level deep).');
  }
}

/** The stored columns of a body (items apart). */
export const channelValues = ({ items: _items, ...fields }: ChannelBody) => ({
  ...fields,
  source_genre: fields.source.startsWith('genre_') ? fields.source_genre : null,
});

/** Rows per INSERT: 4 parameters a row keeps each statement under D1's 100. */
const ROWS_PER_INSERT = 20;

/**
 * The statements that replace a channel's items with the body's (none kept
 * for an automatic source). `channelId` may be a subquery, so a new
 * channel's items share the batch that inserts it.
 */
export function itemWrites(db: Db, channelId: number | SQL, body: ChannelBody) {
  const owner = typeof channelId === 'number' ? sql`${channelId}` : channelId;
  const writes = [db.delete(channelItems).where(sql`${channelItems.channel_id} = ${owner}`)];
  const items = body.source === 'manual' ? body.items : [];
  for (let start = 0; start < items.length; start += ROWS_PER_INSERT) {
    const rows = items.slice(start, start + ROWS_PER_INSERT).map((item_id, i) => ({ channel_id: owner as unknown as number, item_type: body.content_type, item_id, position: start + i }));
    writes.push(db.insert(channelItems).values(rows) as never);
  }
  return writes;
}

/** The batch that makes `id` the one home channel (the partial unique index allows one at a time, so the old one goes first). */
export const setHomeWrites = (db: Db, id: number) => [
  db.update(channels).set({ is_home: false, updated_at: isoNow }).where(and(sql`${channels.is_home} = 1`, ne(channels.id, id))),
  db.update(channels).set({ is_home: true, updated_at: isoNow }).where(eq(channels.id, id)),
];

/**
 * POST admin/channels/preview: the unsaved channel as listeners would see it,
 * through the public channel code (worker/catalog/channel-*.ts): manual
 * items in the editor's order, computed sources from their index, nested
 * channels (public ones, as listeners see them) with their own items.
 */
export async function previewChannel(db: Db, body: ChannelBody, restriction?: string, id = 0): Promise<ChannelPayload> {
  const row: ChannelRow = { ...channelValues(body), id, is_home: false };
  if (body.content_type !== 'channel') {
    const content = body.source === 'manual' ? manualContent(db, row, body.items) : channelContent(db, row, restriction);
    const [items] = await loadItems(db, [content]);
    return toChannelPayload(row, items);
  }
  const listed = body.source === 'manual' ? body.items : [];
  const nested = listed.length
    ? await db
        .select(channelColumns)
        .from(channels)
        .where(and(inIds(channels.id, listed), sql`${channels.public} = 1`, ne(channels.content_type, 'channel')))
    : [];
  nested.sort((a, b) => listed.indexOf(a.id) - listed.indexOf(b.id));
  const nestedItems = await loadItems(db, nested.map((child) => channelContent(db, child, restriction)));
  const items: ChannelItem[] = nested.map((child, i) => toChannelPayload(child, nestedItems[i]));
  return toChannelPayload(row, items);
}
