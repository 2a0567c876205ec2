import { ApiError, apiClient } from '../http/api-client';

/**
 * A play the server has not confirmed (docs/offline.md): the body of POST tracks/{id}/plays with its id and time,
 * and how long it was heard once it passed the scrobble threshold (client/scrobbling/, docs/api/scrobbling.md).
 */
export type QueuedPlay = { track_id: number; play_id: string; played_at: string; context_type?: string; context_id?: number; played_seconds?: number };

const STORAGE_KEY = 'melodia.queued-plays';
/** The server refuses plays older than a week (QUEUED_PLAY_MAX_AGE_DAYS); the queue keeps at most this many. */
const MAX_QUEUED = 500;

export function queuedPlays(): QueuedPlay[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as QueuedPlay[]) : [];
  } catch {
    return [];
  }
}

function store(plays: QueuedPlay[]): void {
  if (plays.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(plays.slice(-MAX_QUEUED)));
  else localStorage.removeItem(STORAGE_KEY);
}

export function queuePlay(play: QueuedPlay): void {
  store([...queuedPlays().filter((queued) => queued.play_id !== play.play_id), play]);
}

/**
 * The scrobble tracker's note on a play still queued: the newest queued play
 * of the track made around `startedAt` (within `windowMs`) was heard
 * `seconds`, so the server scrobbles it when it is sent. False when no such
 * play waits here (it already reached the server).
 */
export function notePlayedSeconds(trackId: number, startedAt: number, seconds: number, windowMs = 30_000): boolean {
  const plays = queuedPlays();
  const play = plays.findLast((queued) => queued.track_id === trackId && Math.abs(Date.parse(queued.played_at) - startedAt) <= windowMs);
  if (!play) return false;
  play.played_seconds = Math.floor(seconds);
  store(plays);
  return true;
}

let flushing: Promise<void> | null = null;

/**
 * Sends the queued plays in the order they were made, each with its play_id
 * (the server counts an id once, so a resend after a lost answer is safe) and
 * its time. An answer of any kind takes a play off the queue (a refused one,
 * 4xx, would be refused again); a network failure stops the round and keeps
 * the rest for the next time the browser is online.
 */
export function flushPlays(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const play of queuedPlays()) {
        const { track_id, ...body } = play;
        try {
          await apiClient.post(`tracks/${track_id}/plays`, body);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) return;
        }
        store(queuedPlays().filter((queued) => queued.play_id !== play.play_id));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
