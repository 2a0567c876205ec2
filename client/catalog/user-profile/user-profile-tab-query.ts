import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AlbumPayload, ArtistPayload, PlaylistPayload, TrackPayload, UserSummary } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';
import { nextPageParam, type Paginated } from '../../http/pagination';
import type { ProfileTab } from './profile-tabs';

/** What each tab lists (reposts mix tracks and albums; followers and following are users). */
export type ProfileTabItem = {
  playlists: PlaylistPayload;
  tracks: TrackPayload;
  albums: AlbumPayload;
  artists: ArtistPayload;
  reposts: TrackPayload | AlbumPayload;
  followers: UserSummary;
  following: UserSummary;
};

/** GET user-profile/{id}/{tab}, page by page. */
export const userProfileTabQuery = <T extends ProfileTab>(userId: number, tab: T) =>
  infiniteQueryOptions({
    queryKey: ['user-profile', userId, tab],
    queryFn: ({ pageParam }) => apiClient.get<Paginated<ProfileTabItem[T]>>(`user-profile/${userId}/${tab}`, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useUserProfileTab = <T extends ProfileTab>(userId: number, tab: T) => useInfiniteQuery(userProfileTabQuery(userId, tab));
