import type { LyricsLine, LyricsPayload } from '../music/music-types';

// LRC: each line starts with one or more "[mm:ss.xx]" stamps (a repeated
// chorus carries several); "[ar:...]"-style tags hold metadata, and
// "[offset:+/-ms]" shifts every stamp (positive means earlier).
// https://en.wikipedia.org/wiki/LRC_(file_format)
const STAMP = /^\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/;
const OFFSET = /^\[offset:\s*([+-]?\d+)\s*\]$/i;
const METADATA = /^\[[a-z#]+:[^\]]*\]$/i;

const seconds = (minutes: string, secs: string, fraction = '') =>
  Number(minutes) * 60 + Number(secs) + (fraction ? Number(fraction) / 10 ** fraction.length : 0);

/** Milliseconds are the finest step LRC writes; this drops float noise like 12.340000000000002. */
const roundMs = (value: number) => Math.round(value * 1000) / 1000;

/** Synced lyrics as lines sorted by time; metadata and unstamped lines are dropped. */
export function parseLrc(text: string): LyricsLine[] {
  const timed: { time: number; text: string }[] = [];
  let offsetSeconds = 0;
  for (const raw of text.split(/\r?\n/)) {
    let rest = raw.trim();
    const offset = OFFSET.exec(rest);
    if (offset) {
      offsetSeconds = Number(offset[1]) / 1000;
      continue;
    }
    if (METADATA.test(rest)) continue;
    const times: number[] = [];
    for (let stamp = STAMP.exec(rest); stamp; stamp = STAMP.exec(rest)) {
      times.push(seconds(stamp[1], stamp[2], stamp[3]));
      rest = rest.slice(stamp[0].length);
    }
    for (const time of times) timed.push({ time, text: rest.trim() });
  }
  return timed
    .map((line) => ({ time: roundMs(Math.max(0, line.time - offsetSeconds)), text: line.text }))
    .sort((a, b) => a.time - b.time);
}

/** Plain lyrics, one line each; blank lines inside stay (they separate verses), blank edges go. */
export function parsePlainLyrics(text: string): LyricsLine[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  while (lines.length && !lines[0]) lines.shift();
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  return lines.map((line) => ({ time: null, text: line }));
}

/** Stored lyrics as the payload; "synced" text without a single stamp is shown as plain. */
export function toLyricsPayload(row: { track_id: number; text: string; synced: boolean }): LyricsPayload {
  const timed = row.synced ? parseLrc(row.text) : [];
  if (timed.length) return { track_id: row.track_id, synced: true, text: row.text, lines: timed };
  return { track_id: row.track_id, synced: false, text: row.text, lines: parsePlainLyrics(row.text) };
}
