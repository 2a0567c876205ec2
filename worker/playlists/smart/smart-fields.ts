// The smart playlist rule vocabulary (issue 30 part 3; docs/api/smart-playlists.md).
// client/playlists/smart/smart-vocabulary.ts mirrors these lists: the client
// may import only types from the worker, and its copy is typed against these.

export const TEXT_OPERATORS = ['is', 'isNot', 'contains', 'notContains', 'startsWith', 'endsWith'] as const;
export const NUMBER_OPERATORS = ['is', 'isNot', 'gt', 'lt', 'inTheRange'] as const;
export const BOOLEAN_OPERATORS = ['is', 'isNot'] as const;
export const DATE_OPERATORS = ['is', 'isNot', 'before', 'after', 'inTheRange', 'inTheLast', 'notInTheLast'] as const;

export const SMART_OPERATORS = [...new Set([...TEXT_OPERATORS, ...NUMBER_OPERATORS, ...DATE_OPERATORS])] as SmartOperator[];
export type SmartOperator =
  | (typeof TEXT_OPERATORS)[number]
  | (typeof NUMBER_OPERATORS)[number]
  | (typeof BOOLEAN_OPERATORS)[number]
  | (typeof DATE_OPERATORS)[number];

export type FieldType = 'text' | 'number' | 'boolean' | 'date';

/**
 * Every field a rule may name, by its value type. `duration` is in seconds;
 * dates are YYYY-MM-DD; `myRating` is the owner's rating of the track, 1 to 5
 * as a Subsonic app sets it (setRating), 0 when unrated.
 */
export const SMART_FIELDS = {
  title: 'text',
  artist: 'text',
  album: 'text',
  genre: 'text',
  tag: 'text',
  year: 'number',
  duration: 'number',
  plays: 'number',
  myPlays: 'number',
  myRating: 'number',
  liked: 'boolean',
  dateAdded: 'date',
  lastPlayed: 'date',
} as const satisfies Record<string, FieldType>;
export type SmartField = keyof typeof SMART_FIELDS;

export const OPERATORS_BY_TYPE: Record<FieldType, readonly SmartOperator[]> = {
  text: TEXT_OPERATORS,
  number: NUMBER_OPERATORS,
  boolean: BOOLEAN_OPERATORS,
  date: DATE_OPERATORS,
};

/**
 * What a playlist may be sorted by; each sort ends on the track id, so pages
 * never overlap. `random` is a shuffle that stays the same all day (UTC), so
 * a listener paging through it or coming back within the day finds the same
 * order, and changes the next day.
 */
export const SMART_SORTS = ['title', 'artist', 'album', 'year', 'duration', 'plays', 'myPlays', 'myRating', 'dateAdded', 'lastPlayed', 'random'] as const;
export type SmartSort = (typeof SMART_SORTS)[number];

/**
 * At most this many rules in all (groups included): every rule binds one to
 * four values and D1 takes at most 100 bound parameters a statement
 * (https://developers.cloudflare.com/d1/platform/limits/).
 */
export const SMART_MAX_RULES = 20;
/** Sort keys in one `sort` ("-year,title"). */
export const SMART_MAX_SORT_KEYS = 3;
export const SMART_TEXT_MAX = 200;
/** `inTheLast` / `notInTheLast` days: a century is plenty, and keeps the date arithmetic in range. */
export const SMART_DAYS_MAX = 36_500;

export type SmartCondition = { operator: SmartOperator; field: SmartField; value: SmartValue };
export type SmartValue = string | number | boolean | [number, number] | [string, string];
export type SmartGroup = { combinator: 'all' | 'any'; rules: (SmartCondition | SmartGroup)[] };
export type SmartSortKey = { field: SmartSort; descending: boolean };

/** Rules as parsed and checked (rules-parse.ts); stored and answered in their JSON form (SmartRulesJson). */
export type SmartRules = { root: SmartGroup; sort: SmartSortKey[]; limit: number | null };

/** The JSON form: `{ "all": [{ "contains": { "title": "love" } }], "sort": "title", "order": "asc", "limit": 100 }`. */
export type SmartRuleJson = { [operator: string]: { [field: string]: SmartValue } } | { all: SmartRuleJson[] } | { any: SmartRuleJson[] };
export type SmartRulesJson = ({ all: SmartRuleJson[] } | { any: SmartRuleJson[] }) & { sort?: string; order?: 'asc' | 'desc'; limit?: number };
