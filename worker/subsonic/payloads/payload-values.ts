import { AUDIO_EXTENSIONS } from '../../streaming/routes';
import type { SubsonicArtistRef } from './payload-types';
import { parseJsonList } from '../../music/select/json-list';

// Small conversions shared by the payload builders (docs/api/subsonic.md, "Payloads").

/** The year of an ISO date ("2024-05-01" → 2024), or undefined. */
export const yearOf = (date: unknown): number | undefined => {
  const year = typeof date === 'string' ? Number(date.slice(0, 4)) : NaN;
  return Number.isInteger(year) && year > 0 ? year : undefined;
};

/** OpenSubsonic ItemDate of an ISO date. */
export const itemDateOf = (date: unknown) => {
  const year = yearOf(date);
  if (!year || typeof date !== 'string') return undefined;
  const [, month, day] = date.split('-').map(Number);
  return { year, ...(month ? { month } : {}), ...(day ? { day } : {}) };
};

/** Milliseconds (our durations) to Subsonic's whole seconds. */
export const seconds = (ms: unknown) => Math.round(Number(ms ?? 0) / 1000);

/** A nullable column as an optional property. */
export const optional = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** A JSON list of `{ id, name }` (json-list.ts) as ArtistID3 references with string ids. */
export const artistRefs = (json: unknown): SubsonicArtistRef[] =>
  parseJsonList<{ id: number; name: string }>(json as string | null).map((artist) => ({ id: String(artist.id), name: artist.name }));

/** The names as one display string ("A, B"). */
export const displayNames = (refs: { name: string }[]) => refs.map((ref) => ref.name).join(', ');

/** Audio types: what clients show and pick players by. External audio (no stored type) is announced as MP3. */
export const contentTypeOf = (mime: unknown) => (typeof mime === 'string' && mime ? mime : 'audio/mpeg');
export const suffixOf = (mime: unknown) => AUDIO_EXTENSIONS[contentTypeOf(mime)] ?? 'mp3';

/** kbit/s from the stored size and duration, when both are known. */
export const bitRateOf = (size: unknown, durationMs: unknown) => {
  const bytes = Number(size ?? 0);
  const ms = Number(durationMs ?? 0);
  const kbps = bytes > 0 && ms > 0 ? Math.round((bytes * 8) / ms) : 0;
  return kbps > 0 ? kbps : undefined;
};

/** A path segment without the separator, for the synthetic `path`. */
const segment = (name: string) => name.replace(/[/\\]/g, '_').trim() || '_';

/** The synthetic `path` of a song, "Artist/Album/07 Title.mp3" (clients group and sort by it; there is no file system). */
export function songPath(song: { artist: string; album: string | null; number: number | null; title: string; suffix: string }) {
  const number = song.number ? `${String(song.number).padStart(2, '0')} ` : '';
  return `${segment(song.artist || 'Unknown artist')}/${segment(song.album ?? 'Singles')}/${number}${segment(song.title)}.${song.suffix}`;
}

/**
 * The sort name Subsonic clients index by: the name without a leading
 * article, as getArtists' `ignoredArticles` announces them.
 */
export const IGNORED_ARTICLES = ['The', 'El', 'La', 'Los', 'Las', 'Le', 'Les'];
const ARTICLE = new RegExp(`^(${IGNORED_ARTICLES.join('|')})\\s+`, 'i');
export const sortNameOf = (name: string) => name.replace(ARTICLE, '').trim() || name;
