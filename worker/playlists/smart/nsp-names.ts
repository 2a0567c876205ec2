import type { RuleDialect } from './rules-parse';
import type { RuleNaming } from './rules-json';
import { SMART_OPERATORS, type SmartField, type SmartOperator, type SmartSort } from './smart-fields';

// Navidrome's smart playlist files (.nsp, https://www.navidrome.org/docs/usage/smartplaylists/)
// against ours: the same operators and JSON shape; Navidrome reads names in
// any case, and its per-user fields (loved, playcount, rating, lastplayed)
// are the playlist owner's here as there. `tag` and `plays` (the whole catalog's
// count) have no Navidrome field: they export under our names, which
// Navidrome skips, and import back.

/** Navidrome's field name (lower case) for each of ours, as exported. */
export const NSP_FIELD_NAMES: Record<SmartField, string> = {
  title: 'title',
  artist: 'artist',
  album: 'album',
  genre: 'genre',
  tag: 'tag',
  year: 'year',
  duration: 'duration',
  plays: 'plays',
  myPlays: 'playcount',
  myRating: 'rating',
  liked: 'loved',
  dateAdded: 'dateadded',
  lastPlayed: 'lastplayed',
};

/** Navidrome names we also read: the album's artist is an artist here. */
const NSP_ALIASES: Record<string, SmartField> = { albumartist: 'artist' };

const byNspName = new Map<string, SmartField>([
  ...Object.entries(NSP_FIELD_NAMES).map(([field, name]) => [name, field as SmartField] as const),
  ...Object.entries(NSP_ALIASES),
]);

const operatorsByLowerName = new Map<string, SmartOperator>(SMART_OPERATORS.map((operator) => [operator.toLowerCase(), operator]));

const SORTABLE = new Set<string>(['title', 'artist', 'album', 'year', 'duration', 'plays', 'myPlays', 'myRating', 'dateAdded', 'lastPlayed'] satisfies SmartSort[]);

/** Navidrome's `random` sort is ours by the same name (we shuffle once a day; Navidrome on each refresh). */
const RANDOM: SmartSort = 'random';

const nspField = (name: string) => byNspName.get(name.toLowerCase()) ?? null;

export const NSP_DIALECT: RuleDialect = {
  field: nspField,
  sort: (name) => {
    if (name.toLowerCase() === RANDOM) return RANDOM;
    const field = nspField(name);
    return field && SORTABLE.has(field) ? (field as SmartSort) : null;
  },
  operator: (name) => operatorsByLowerName.get(name.toLowerCase()) ?? null,
  extraKeys: ['name', 'comment', 'public'],
};

export const NSP_NAMING: RuleNaming = { field: (field) => NSP_FIELD_NAMES[field], sort: (sort) => (sort === RANDOM ? RANDOM : NSP_FIELD_NAMES[sort]) };
