import type { LyricsLine } from '../../../worker/music/music-types';

// The client's reading of LRC for the editor's preview, the same rules as the
// server's (worker/catalog/lyrics-parser.ts, which the client may not import):
// each line starts with one or more "[mm:ss.xx]" stamps; "[ar:...]"-style tags
// are metadata; "[offset:+/-ms]" shifts every stamp (positive means earlier).
const STAMP = /^\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/;
const OFFSET = /^\[offset:\s*([+-]?\d+)\s*\]$/i;
const METADATA = /^\[[a-z#]+:[^\]]*\]$/i;

const seconds = (minutes: string, secs: string, fraction = '') =>
  Number(minutes) * 60 + Number(secs) + (fraction ? Number(fraction) / 10 ** fraction.length : 0);

/** Timed lines sorted by time; metadata and unstamped lines are dropped. */
export function parseLrc(text: string): LyricsLine[] {
  const timed: LyricsLine[] = [];
  let offset = 0;
  for (const raw of text.split(/\r?\n/)) {
    let rest = raw.trim();
    const shift = OFFSET.exec(rest);
    if (shift) {
      offset = Number(shift[1]) / 1000;
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
  return timed.map((line) => ({ time: Math.round(Math.max(0, line.time! - offset) * 1000) / 1000, text: line.text })).sort((a, b) => a.time! - b.time!);
}

/** `[mm:ss.xx]` for a time in seconds, as LRC writes it. */
export function lrcStamp(time: number): string {
  const hundredths = Math.max(0, Math.round(time * 100));
  const minutes = Math.floor(hundredths / 6000);
  const secs = Math.floor((hundredths % 6000) / 100);
  return `[${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}.${String(hundredths % 100).padStart(2, '0')}]`;
}

/** The text with line `index` stamped at `time`: an existing leading stamp is replaced. */
export function stampLine(text: string, index: number, time: number): string {
  const lines = text.split('\n');
  if (index < 0 || index >= lines.length) return text;
  lines[index] = `${lrcStamp(time)} ${lines[index].replace(/^\s*(\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]\s*)+/, '').trimStart()}`;
  return lines.join('\n');
}

/** Which line of `text` holds the character at `offset` (a textarea's caret). */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;
