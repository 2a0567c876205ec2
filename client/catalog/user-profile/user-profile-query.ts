import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

export type ProfileUser = UserSummary & { following_count: number; created_at: string };

/** GET user-profile/{id}: a listener's public profile (404 for missing or banned accounts). */
export const fetchUserProfile = (userId: number) => apiClient.get<{ user: ProfileUser }>(`user-profile/${userId}`).then((r) => r.user);

export const userProfileQuery = (userId: number) => queryOptions({ queryKey: ['user-profile', userId], queryFn: () => fetchUserProfile(userId) });

export const useUserProfile = (userId: number) => useQuery(userProfileQuery(userId));
