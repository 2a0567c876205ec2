import type { FieldType, SmartField, SmartOperator, SmartSort } from '../../../worker/playlists/smart/smart-fields';

// Mirrors worker/playlists/smart/smart-fields.ts (the client may import only
// types from the worker): the annotations fail to compile if a field drifts.

export type { FieldType, SmartField, SmartOperator, SmartSort };

export const SMART_FIELDS: Record<SmartField, FieldType> = {
  title: 'text',
  artist: 'text',
  album: 'text',
  genre: 'text',
  tag: 'text',
  year: 'number',
  duration: 'number',
  plays: 'number',
  myPlays: 'number',
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

export const SMART_SORTS: readonly SmartSort[] = ['title', 'artist', 'album', 'year', 'duration', 'plays', 'myPlays', 'dateAdded', 'lastPlayed'];

/** At most this many rules in all (SMART_MAX_RULES). */
export const SMART_MAX_RULES = 20;

/** English labels, passed through trans() where shown. */
export const FIELD_LABELS: Record<SmartField, string> = {
  title: 'Title',
  artist: 'Artist',
  album: 'Album',
  genre: 'Genre',
  tag: 'Tag',
  year: 'Year',
  duration: 'Duration (seconds)',
  plays: 'Plays (everyone)',
  myPlays: 'My plays',
  liked: 'Liked',
  dateAdded: 'Date added',
  lastPlayed: 'Last played',
};

export const OPERATOR_LABELS: Record<SmartOperator, string> = {
  is: 'is',
  isNot: 'is not',
  contains: 'contains',
  notContains: 'does not contain',
  startsWith: 'starts with',
  endsWith: 'ends with',
  gt: 'greater than',
  lt: 'less than',
  inTheRange: 'in the range',
  before: 'before',
  after: 'after',
  inTheLast: 'in the last (days)',
  notInTheLast: 'not in the last (days)',
};

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
