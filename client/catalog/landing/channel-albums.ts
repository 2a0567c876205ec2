import type { AlbumPayload, ChannelPayload } from '../../../worker/music/music-types';

/** The first `limit` distinct albums of a channel and the channels it holds, in page order. */
export function channelAlbums(channel: ChannelPayload, limit: number): AlbumPayload[] {
  const found = new Map<number, AlbumPayload>();
  const walk = (node: ChannelPayload) => {
    for (const item of node.items) {
      if (found.size >= limit) return;
      if (item.model_type === 'album') found.set(item.id, item);
      else if (item.model_type === 'channel') walk(item);
    }
  };
  walk(channel);
  return [...found.values()];
}
