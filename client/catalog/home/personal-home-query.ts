import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalHome } from '../../../worker/home/home-types';
import { apiClient } from '../../http/api-client';

/** GET me/home: the signed-in listener's shelves (docs/api/home.md). */
export const fetchPersonalHome = () => apiClient.get<PersonalHome>('me/home');

/**
 * Keyed by the user, so one listener's shelves never show for another in
 * this tab. Stale at once: every visit to the home asks again (in the
 * background, the last answer showing meanwhile), so a track just played is
 * in "Recently played".
 */
export const personalHomeQuery = (userId: number) =>
  queryOptions({ queryKey: ['me', userId, 'home'], queryFn: fetchPersonalHome, staleTime: 0 });

export const usePersonalHome = (userId: number) => useQuery(personalHomeQuery(userId));
