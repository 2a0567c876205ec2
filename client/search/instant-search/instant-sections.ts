import type { SearchResults } from '../../../worker/music/music-types';
import type { CardItem } from '../../music/media-card';

export type InstantResult = { id: string; item: Exclude<CardItem, { model_type: 'genre' }> };
export type InstantSection = { id: string; title: string; results: InstantResult[] };

const SECTIONS = [
  ['tracks', 'Tracks'],
  ['artists', 'Artists'],
  ['albums', 'Albums'],
  ['playlists', 'Playlists'],
  ['users', 'Profiles'],
] as const;

const resultOf = (item: InstantResult['item']): InstantResult => ({ id: `${item.model_type}-${item.id}`, item });

/**
 * The dropdown's groups: the top result first, as the search page leads with
 * it (docs/search.md), then the types in a fixed order without it, leaving out
 * the empty ones. Titles are translation keys.
 */
export function instantSections(results: SearchResults | undefined): InstantSection[] {
  if (!results) return [];
  const top = results.top ? resultOf(results.top) : null;
  const sections = SECTIONS.map(([type, title]) => ({
    id: type,
    title,
    results: results[type].map(resultOf).filter((result) => result.id !== top?.id),
  }));
  return [...(top ? [{ id: 'top', title: 'Top result', results: [top] }] : []), ...sections].filter((section) => section.results.length > 0);
}
