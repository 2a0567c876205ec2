import { ApiError, apiClient } from '../http/api-client';

/** A scrobble the server has not confirmed: the body of POST tracks/{id}/scrobble (docs/api/scrobbling.md). */
export type PendingScrobble = { track_id: number; scrobble_id: string; started_at: string; played_seconds: number };

const STORAGE_KEY = 'melodia.pending-scrobbles';
/** The server takes scrobbles up to 14 days old; a listener offline longer than this many plays loses the oldest. */
const MAX_PENDING = 200;

function pending(): PendingScrobble[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as PendingScrobble[]) : [];
  } catch {
    return [];
  }
}

function store(list: PendingScrobble[]) {
  if (list.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(list.slice(-MAX_PENDING)));
  else localStorage.removeItem(STORAGE_KEY);
}

/**
 * Sends one scrobble; answers how many connections the listener has (0 tells the tracker to stop asking),
 * or null when the network failed: the scrobble is then kept and sent by flushScrobbles when the browser is back.
 * Its scrobble_id is its idempotency key, so a resend after a lost answer is the same scrobble.
 */
export async function sendScrobble(scrobble: PendingScrobble): Promise<number | null> {
  const { track_id, ...body } = scrobble;
  try {
    return (await apiClient.post<{ scrobbled: boolean; connections: number }>(`tracks/${track_id}/scrobble`, body)).connections;
  } catch (error) {
    if (error instanceof ApiError) return 0;
    store([...pending().filter((kept) => kept.scrobble_id !== scrobble.scrobble_id), scrobble]);
    return null;
  }
}

let flushing: Promise<void> | null = null;

/** Sends the kept scrobbles in order; a network failure stops the round and keeps the rest. */
export function flushScrobbles(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const scrobble of pending()) {
        const { track_id, ...body } = scrobble;
        try {
          await apiClient.post(`tracks/${track_id}/scrobble`, body);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) return;
        }
        store(pending().filter((kept) => kept.scrobble_id !== scrobble.scrobble_id));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
