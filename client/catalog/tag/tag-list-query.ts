import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AlbumPayload, TrackPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';
import { nextPageParam, type Paginated } from '../../http/pagination';

type TagLists = { tracks: TrackPayload; albums: AlbumPayload };
export type TagListKind = keyof TagLists;

/** GET tags/{name}/tracks and tags/{name}/albums, page by page. */
export const tagListQuery = <K extends TagListKind>(name: string, kind: K) =>
  infiniteQueryOptions({
    queryKey: ['tags', name, kind],
    queryFn: ({ pageParam }) => apiClient.get<Paginated<TagLists[K]>>(`tags/${encodeURIComponent(name)}/${kind}`, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useTagList = <K extends TagListKind>(name: string, kind: K) => useInfiniteQuery(tagListQuery(name, kind));
