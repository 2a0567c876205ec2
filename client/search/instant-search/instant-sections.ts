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

/** The dropdown's groups, in a fixed order, leaving out the empty ones. Titles are translation keys. */
export function instantSections(results: SearchResults | undefined): InstantSection[] {
  if (!results) return [];
  return SECTIONS.map(([type, title]) => ({
    id: type,
    title,
    results: results[type].map((item) => ({ id: `${item.model_type}-${item.id}`, item })),
  })).filter((section) => section.results.length > 0);
}
