import type { QueryClient } from '@tanstack/react-query';
import type { MixSummary } from '../../../worker/home/home-types';
import { player } from '../../player/player-store';
import { mixQuery } from './mix-query';

/** Plays a mix from its first track, with the mix as the queue's context. */
export async function playMix(queryClient: QueryClient, userId: number, mix: MixSummary, title: string): Promise<void> {
  const { tracks } = await queryClient.fetchQuery(mixQuery(userId, mix.id));
  player.playTracks(tracks, 0, { type: 'mix', id: mix.id, name: title });
}
