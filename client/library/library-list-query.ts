import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AlbumPayload, ArtistPayload, HistoryItem, PlaylistPayload, TrackPayload } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';
import { nextPageParam, type Paginated } from '../http/pagination';

/** docs/api/music.md: the signed-in user's lists, newest first; playlists are owned plus followed. */
type LibraryLists = { tracks: TrackPayload; albums: AlbumPayload; artists: ArtistPayload; playlists: PlaylistPayload; history: HistoryItem };
export type LibraryList = keyof LibraryLists;

export const fetchLibraryPage = <L extends LibraryList>(list: L, page: number, signal?: AbortSignal) =>
  apiClient.get<Paginated<LibraryLists[L]>>(`me/library/${list}`, { page }, { signal });

/** Keyed under ['library'], which every like, follow and playlist change invalidates. */
export const libraryListQuery = <L extends LibraryList>(list: L) =>
  infiniteQueryOptions({
    queryKey: ['library', list],
    queryFn: ({ pageParam, signal }) => fetchLibraryPage(list, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** The loaded items of one list, flattened, and its total. */
export function useLibraryList<L extends LibraryList>(list: L) {
  const result = useInfiniteQuery(libraryListQuery(list));
  const items: LibraryLists[L][] = result.data?.pages.flatMap((page) => page.pagination.data) ?? [];
  return { ...result, items, total: result.data?.pages[0]?.pagination.total ?? 0 };
}

export type LibraryListState = Pick<
  ReturnType<typeof useLibraryList>,
  'isPending' | 'isError' | 'error' | 'hasNextPage' | 'isFetchingNextPage'
> & { items: unknown[]; refetch: () => unknown; fetchNextPage: () => unknown };
