import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RadioPayload, RadioSeedType } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

export const RADIO_SEED_TYPES: readonly RadioSeedType[] = ['artist', 'track', 'genre'];

/** GET radio/{seedType}/{seedId}: up to 50 tracks like the seed (docs/api/music.md). */
export const fetchRadio = (seedType: RadioSeedType, seedId: number) => apiClient.get<RadioPayload>(`radio/${seedType}/${seedId}`);

export const radioQuery = (seedType: RadioSeedType, seedId: number) =>
  queryOptions({ queryKey: ['radio', seedType, seedId], queryFn: () => fetchRadio(seedType, seedId) });

export const useRadio = (seedType: RadioSeedType, seedId: number) => useQuery(radioQuery(seedType, seedId));
