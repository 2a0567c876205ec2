import type { ChannelContentType, ChannelLayout, ChannelSort, ChannelSource } from '../../../db/music-catalog';
import type { ChannelItem } from '../../../worker/music/music-types';
import type { AdminChannelPayload, ChannelItemModel } from '../../../worker/admin/channels/channel-admin-types';

/** The editor's fields (items apart), as the form holds them. */
export type ChannelFormValues = {
  name: string;
  slug: string;
  description: string;
  content_type: ChannelContentType;
  layout: ChannelLayout;
  source: ChannelSource;
  source_genre: string;
  item_limit: number;
  hide_title: boolean;
  sort_order: ChannelSort;
  restricted: boolean;
  public: boolean;
  seo_title: string;
  seo_description: string;
};

/** What each model can show as (the server's LAYOUTS_BY_MODEL, worker/admin/channels/channel-body.ts). */
export const LAYOUTS_BY_MODEL: Record<ChannelContentType, ChannelLayout[]> = {
  track: ['grid', 'carousel', 'list', 'table'],
  album: ['grid', 'carousel', 'list'],
  artist: ['grid', 'carousel', 'list'],
  playlist: ['grid', 'carousel', 'list'],
  user: ['grid', 'carousel', 'list'],
  genre: ['grid', 'carousel', 'list'],
  channel: ['list'],
};

/** The sources each model can take (the server's SOURCE_MODEL); manual always. */
export const SOURCES_BY_MODEL: Record<ChannelContentType, ChannelSource[]> = {
  track: ['manual', 'popular_tracks', 'genre_tracks'],
  album: ['manual', 'new_releases', 'popular_albums', 'genre_albums'],
  artist: ['manual', 'popular_artists', 'genre_artists'],
  playlist: ['manual', 'featured_playlists'],
  user: ['manual'],
  genre: ['manual', 'genres'],
  channel: ['manual'],
};

export const MODEL_LABELS: Record<ChannelContentType, string> = {
  track: 'Tracks',
  album: 'Albums',
  artist: 'Artists',
  playlist: 'Playlists',
  user: 'Users',
  genre: 'Genres',
  channel: 'Channels',
};

export const LAYOUT_LABELS: Record<ChannelLayout, string> = { grid: 'Grid', carousel: 'Carousel', list: 'List', table: 'Table' };

export const SOURCE_LABELS: Record<ChannelSource, string> = {
  manual: 'Manual: items picked here',
  popular_tracks: 'Popular tracks',
  new_releases: 'New releases',
  popular_albums: 'Popular albums',
  popular_artists: 'Popular artists',
  genres: 'Top genres',
  genre_tracks: 'A genre’s tracks',
  genre_albums: 'A genre’s albums',
  genre_artists: 'A genre’s artists',
  featured_playlists: 'Featured playlists',
};

export const SORT_LABELS: Record<ChannelSort, string> = { default: 'The source’s own order', popular: 'Most popular', recent: 'Most recent', name: 'Name' };

/** GET admin/channels/search-items' model for a content model. */
export const searchModel = (type: ChannelContentType) => `${type}s` as ChannelItemModel;

export const isGenreSource = (source: ChannelSource) => source.startsWith('genre_');

export const channelFormDefaults = (channel?: AdminChannelPayload): ChannelFormValues => ({
  name: channel?.name ?? '',
  slug: channel?.slug ?? '',
  description: channel?.description ?? '',
  content_type: channel?.content_type ?? 'track',
  layout: channel?.layout ?? 'grid',
  source: channel?.source ?? 'manual',
  source_genre: channel?.source_genre ?? '',
  item_limit: channel?.item_limit ?? 20,
  hide_title: channel?.hide_title ?? false,
  sort_order: channel?.sort_order ?? 'default',
  restricted: channel?.restriction === 'genre',
  public: channel?.public ?? true,
  seo_title: channel?.seo_title ?? '',
  seo_description: channel?.seo_description ?? '',
});

/** The body of POST channels / PUT channels/{id} / POST admin/channels/preview. */
export const channelBody = ({ restricted, ...values }: ChannelFormValues, items: ChannelItem[]) => ({
  ...values,
  item_limit: Number.isFinite(values.item_limit) ? values.item_limit : 20,
  restriction: restricted ? 'genre' : null,
  source_genre: isGenreSource(values.source) ? values.source_genre : null,
  items: values.source === 'manual' ? items.map((item) => item.id) : [],
});

/** An item's name as the editor lists it. */
export const itemLabel = (item: ChannelItem) => ('display_name' in item ? item.display_name : item.name);

/** A slug from a name, as the server takes it: lower-case letters and digits joined by dashes. */
export const channelSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
