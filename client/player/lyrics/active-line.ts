import type { LyricsLine } from '../../../worker/music/music-types';

/** The line being sung at `seconds`: the last one starting at or before it, -1 before the first. Lines come sorted by time. */
export function activeLineIndex(lines: LyricsLine[], seconds: number): number {
  let active = -1;
  for (let i = 0; i < lines.length; i++) {
    const time = lines[i].time;
    if (time === null) continue;
    if (time > seconds) break;
    active = i;
  }
  return active;
}
