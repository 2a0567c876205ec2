import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MixPage } from '../../../worker/home/home-types';
import { apiClient } from '../../http/api-client';

/** A mix's id as the API and the /mix/{mixId} path spell it. */
export const MIX_ID_PATTERN = /^(artist|genre)-[1-9]\d{0,9}$/;

/** GET me/mixes/{mixId}: the mix and its tracks, built from the listener's plays and likes (docs/api/home.md). */
export const fetchMix = (mixId: string) => apiClient.get<MixPage>(`me/mixes/${mixId}`);

export const mixQuery = (userId: number, mixId: string) => queryOptions({ queryKey: ['me', userId, 'mixes', mixId], queryFn: () => fetchMix(mixId) });

export const useMix = (userId: number, mixId: string) => useQuery(mixQuery(userId, mixId));
