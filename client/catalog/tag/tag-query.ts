import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlbumPayload, TagPayload, TrackPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

/** GET tags/{name}: the tag with its first 20 tracks and albums (docs/api/music.md). */
export const fetchTag = (name: string) =>
  apiClient.get<{ tag: TagPayload; tracks: TrackPayload[]; albums: AlbumPayload[] }>(`tags/${encodeURIComponent(name)}`);

export const tagQuery = (name: string) => queryOptions({ queryKey: ['tags', name], queryFn: () => fetchTag(name) });

export const useTag = (name: string) => useQuery(tagQuery(name));
