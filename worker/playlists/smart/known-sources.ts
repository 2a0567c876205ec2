import type { SmartSource } from './smart-queries';

// A smart playlist's page needs its rules before its statement can be built,
// so a first view reads the playlist, then its page: two D1 round trips. The
// isolate keeps the rules it last read for each playlist (as stored JSON,
// parsed and checked) and sends its page in the same batch as the playlist
// row; the answer counts only when that row's rules are still the ones kept,
// so a guess can cost a wasted statement but never a stale page.

const MAX_KEPT = 1_000;
type Known = { json: string; source: SmartSource };
const known = new Map<number, Known>();

export const knownSmartSource = (playlistId: number): Known | null => known.get(playlistId) ?? null;

export function keepSmartSource(playlistId: number, json: string, source: SmartSource): void {
  known.delete(playlistId);
  known.set(playlistId, { json, source });
  // Map iteration is insertion order: the first key is the least recently kept.
  if (known.size > MAX_KEPT) known.delete(known.keys().next().value!);
}
