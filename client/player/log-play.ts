import { ApiError, apiClient } from '../http/api-client';
import { getPlayerState, type QueueContext } from './player-store';

/** The contexts the server keeps with a play (db/music-social.ts PLAY_CONTEXT_TYPES): the personal home's "Jump back in". */
const KEPT_CONTEXTS = new Set<QueueContext['type']>(['album', 'playlist', 'artist']);

/** The queue's album, playlist or artist as the play's context; nothing for radio, search, a single track, ... */
export function playContext(context: QueueContext | null): { context_type: string; context_id: number } | undefined {
  if (!context || !KEPT_CONTEXTS.has(context.type) || typeof context.id !== 'number') return undefined;
  return { context_type: context.type, context_id: context.id };
}

/**
 * docs/api/music.md: POST tracks/{id}/plays once per listen, with what the
 * queue plays from and an id of its own. The server drops repeats within 30 s
 * and answers 401/403 to visitors without music.play; those failures are
 * ignored. A play the network lost (offline) is queued with its time and sent
 * when the browser is back online (client/offline/play-queue.ts, docs/offline.md).
 */
export function logPlay(trackId: number): void {
  const play = { play_id: crypto.randomUUID(), ...playContext(getPlayerState().context) };
  const playedAt = new Date().toISOString();
  const queue = () => void import('../offline/play-queue').then((queue) => queue.queuePlay({ track_id: trackId, played_at: playedAt, ...play }));
  if (!navigator.onLine) return queue();
  apiClient.post(`tracks/${trackId}/plays`, play).catch((error: unknown) => {
    if (!(error instanceof ApiError)) queue();
  });
}
