import type { channelItems, channels } from '../../music-catalog';

export type ChannelSeed = Omit<typeof channels.$inferInsert, 'id'> & {
  slug: string;
  /** Nested channels by slug, in order (content_type 'channel'). */
  children?: string[];
};

/**
 * The home page and the channels it nests, shared by the demo catalog and the
 * bench's large seed. Computed sources fill themselves from the catalog; only
 * "Editors' picks" lists items (albums) in channel_items. The `genre` channel
 * is opened as /channel/genre/{genre}: the restriction names the genre.
 */
export const CHANNELS: ChannelSeed[] = [
  {
    slug: 'discover',
    name: 'Discover',
    description: 'New releases, what everyone is playing, and where to start.',
    layout: 'list',
    content_type: 'channel',
    is_home: true,
    hide_title: true,
    children: ['new-releases', 'popular-tracks', 'editors-picks', 'popular-artists', 'genres'],
  },
  { slug: 'new-releases', name: 'New releases', layout: 'carousel', content_type: 'album', source: 'new_releases', item_limit: 12 },
  { slug: 'popular-tracks', name: 'Popular tracks', layout: 'table', content_type: 'track', source: 'popular_tracks', item_limit: 10 },
  { slug: 'editors-picks', name: 'Editors’ picks', description: 'Records our editors keep coming back to.', layout: 'list', content_type: 'album', source: 'manual', item_limit: 6 },
  { slug: 'popular-artists', name: 'Popular artists', layout: 'grid', content_type: 'artist', source: 'popular_artists', item_limit: 12 },
  { slug: 'genres', name: 'Genres', layout: 'grid', content_type: 'genre', source: 'genres', item_limit: 20 },
  { slug: 'genre', name: 'Genre', description: 'The most played tracks of one genre.', layout: 'table', content_type: 'track', source: 'genre_tracks', item_limit: 50 },
];

/** Rows for `channels` (ids from `firstId`) and `channel_items`: nested channels, then the editors' albums. */
export function channelRows(editorsPickAlbumIds: number[], firstId = 1) {
  const idOf = new Map(CHANNELS.map((c, i) => [c.slug, firstId + i]));
  const rows: (typeof channels.$inferInsert)[] = CHANNELS.map(({ children: _children, ...channel }) => ({ ...channel, id: idOf.get(channel.slug)! }));
  const items: (typeof channelItems.$inferInsert)[] = CHANNELS.flatMap((c) =>
    (c.children ?? []).map((slug, position) => ({ channel_id: idOf.get(c.slug)!, item_type: 'channel' as const, item_id: idOf.get(slug)!, position })),
  );
  const picks = idOf.get('editors-picks')!;
  items.push(...editorsPickAlbumIds.map((item_id, position) => ({ channel_id: picks, item_type: 'album' as const, item_id, position })));
  return { channels: rows, items };
}
