import type { QueryClient } from '@tanstack/react-query';
import { orNotFound, parseId } from '../routing/route-params';
import { playlistQuery } from './playlist-query';

/** The playlist route's loader: a malformed id, a missing playlist or someone else's private one is not found. */
export async function loadPlaylist(queryClient: QueryClient, playlistId: string): Promise<number> {
  const id = parseId(playlistId);
  await orNotFound(queryClient.ensureQueryData(playlistQuery(id)));
  return id;
}
