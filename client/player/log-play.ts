import { apiClient } from '../http/api-client';

/**
 * docs/api/music.md: POST tracks/{id}/plays once per listen. The server drops
 * repeats within 30 s and answers 401/403 to visitors without music.play; a
 * lost play is not worth bothering the listener about, so failures are ignored.
 */
export function logPlay(trackId: number): void {
  apiClient.post(`tracks/${trackId}/plays`).catch(() => {});
}
