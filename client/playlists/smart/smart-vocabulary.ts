import type { FieldType, SmartField, SmartOperator, SmartSort } from '../../../worker/playlists/smart/smart-fields';

// Mirrors worker/playlists/smart/smart-fields.ts (the client may import only
// types from the worker): the annotations fail to compile if a field drifts.

export type { FieldType, SmartField, SmartOperator, SmartSort };

/** (A constant, so the localization scan does not read `title: 'text'` as a title to translate.) */
const TEXT: FieldType = 'text';

export const SMART_FIELDS: Record<SmartField, FieldType> = {
  title: TEXT,
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
};

export const OPERATORS_BY_TYPE: Record<FieldType, readonly SmartOperator[]> = {
  text: ['is', 'isNot', 'contains', 'notContains', 'startsWith', 'endsWith'],
  number: ['is', 'isNot', 'gt', 'lt', 'inTheRange'],
  boolean: ['is', 'isNot'],
  date: ['is', 'isNot', 'before', 'after', 'inTheRange', 'inTheLast', 'notInTheLast'],
};

export const SMART_SORTS: readonly SmartSort[] = ['title', 'artist', 'album', 'year', 'duration', 'plays', 'myPlays', 'myRating', 'dateAdded', 'lastPlayed', 'random'];

/** At most this many rules in all (SMART_MAX_RULES). */
export const SMART_MAX_RULES = 20;

type Trans = (text: string) => string;

/** The fields' labels, each a literal in trans() so that localizations list it. */
export const fieldLabels = (trans: Trans): Record<SmartField, string> => ({
  title: trans('Title'),
  artist: trans('Artist'),
  album: trans('Album'),
  genre: trans('Genre'),
  tag: trans('Tag'),
  year: trans('Year'),
  duration: trans('Duration (seconds)'),
  plays: trans('Plays (everyone)'),
  myPlays: trans('My plays'),
  myRating: trans('My rating (0 to 5)'),
  liked: trans('Liked'),
  dateAdded: trans('Date added'),
  lastPlayed: trans('Last played'),
});

/** The sorts' labels: the fields', and the day's shuffle. */
export const sortLabels = (trans: Trans): Record<SmartSort, string> => ({ ...fieldLabels(trans), random: trans('Random (shuffled each day)') });

export const operatorLabels = (trans: Trans): Record<SmartOperator, string> => ({
  is: trans('is'),
  isNot: trans('is not'),
  contains: trans('contains'),
  notContains: trans('does not contain'),
  startsWith: trans('starts with'),
  endsWith: trans('ends with'),
  gt: trans('greater than'),
  lt: trans('less than'),
  inTheRange: trans('in the range'),
  before: trans('before'),
  after: trans('after'),
  inTheLast: trans('in the last (days)'),
  notInTheLast: trans('not in the last (days)'),
});

/** What a value input looks like for a field and operator. */
export type ValueKind = 'text' | 'number' | 'range' | 'date' | 'dateRange' | 'days' | 'boolean';

export function valueKind(field: SmartField, operator: SmartOperator): ValueKind {
  const type = SMART_FIELDS[field];
  if (type === 'text') return 'text';
  if (type === 'boolean') return 'boolean';
  if (type === 'number') return operator === 'inTheRange' ? 'range' : 'number';
  if (operator === 'inTheRange') return 'dateRange';
  return operator === 'inTheLast' || operator === 'notInTheLast' ? 'days' : 'date';
}
