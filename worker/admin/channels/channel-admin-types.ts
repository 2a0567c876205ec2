import type { channels } from '../../../db/music-catalog';
import type { ChannelItem, ChannelPayload } from '../../music/music-types';

/** A channel's stored fields as the editor loads them (GET admin/channels/{slugOrId}). */
export type AdminChannelRow = Omit<typeof channels.$inferSelect, never>;

/** docs/api/channels-admin.md: the channel with its manual items (or nested channels, hidden ones too) in order. */
export type AdminChannelPayload = AdminChannelRow & { items: ChannelItem[] };

/** The models `GET admin/channels/search-items?model=` searches, as the content models' plural names. */
export const CHANNEL_ITEM_MODELS = ['tracks', 'albums', 'artists', 'playlists', 'users', 'genres', 'channels'] as const;
export type ChannelItemModel = (typeof CHANNEL_ITEM_MODELS)[number];

export type ChannelPreviewAnswer = { channel: ChannelPayload };
