import type { AlbumPayload, ArtistPayload, TrackPayload } from '../music/music-types';
import { oneEditApart } from './spelling';

// The top result (docs/search.md, "The top result"): of the best artists,
// albums and tracks the type queries found, the one whose name is the closest
// match to the query, with a lead for artists and albums; popularity breaks ties.

export type TopResult = ArtistPayload | AlbumPayload | TrackPayload;

/** Lower-case, without diacritics, the way the FTS tokenizer folds names (ASCII, most names, has none to remove). */
export const fold = (text: string) => (/^[ -~]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
export const wordsOf = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * How well a name matches the query's words, from 1 (the name is the query)
 * down to 0.2 (it matched through its artists or album only). The last query
 * word may be a prefix still being typed.
 */
export const matchQuality = (query: string[], name: string) => qualityOf(query.flatMap(wordsOf), name);

/** matchQuality, for query words already folded. */
function qualityOf(typed: string[], name: string): number {
  const words = wordsOf(name);
  if (typed.length === 0) return 0;
  const last = typed.length - 1;
  if (typed.join(' ') === words.join(' ')) return 1;
  if (words.length >= typed.length && typed.every((word, i) => (i === last ? words[i].startsWith(word) : words[i] === word))) return 0.8;
  if (typed.every((word) => words.includes(word))) return 0.7;
  if (typed.every((word) => words.some((w) => w.startsWith(word)))) return 0.6;
  if (typed.every((word) => words.some((w) => w.startsWith(word) || oneEditApart(word, w)))) return 0.4;
  return 0.2;
}

/**
 * A person searching a name most often means the artist, then the album:
 * "harbor" leads with Velvet Harbor rather than the song "Harbor Lights",
 * while an exact song title ("Golden Hour") still beats an album that only
 * starts with it ("Golden Hour Tapes").
 */
const TYPE_LEAD = { artist: 0.35, album: 0.1, track: 0 } as const;

const score = (typed: string[], item: TopResult) => qualityOf(typed, item.name) + TYPE_LEAD[item.model_type];

/** The top result among the found artists, albums and tracks, or null when there are none. */
export function topResult(query: string[], found: { artists: ArtistPayload[]; albums: AlbumPayload[]; tracks: TrackPayload[] }): TopResult | null {
  const typed = query.flatMap(wordsOf);
  let best: { item: TopResult; score: number } | null = null;
  for (const item of [...found.artists, ...found.albums, ...found.tracks]) {
    const itemScore = score(typed, item);
    if (!best || itemScore > best.score || (itemScore === best.score && item.plays > best.item.plays)) best = { item, score: itemScore };
  }
  return best?.item ?? null;
}
