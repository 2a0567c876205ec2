import { and, asc, desc, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { albums, artists, genres, tags, trackArtists, trackGenres, tracks, trackTags } from '../../../db/music-catalog';
import { likes, plays } from '../../../db/music-social';
import { userRatings } from '../../../db/subsonic';
import type { SmartCondition, SmartGroup, SmartRules, SmartSort } from './smart-fields';

// Rules to SQL (decision 030). Every field maps to a fixed column expression
// below; a rule's values only ever travel as bound parameters, and its field
// and operator only choose which fixed fragment is used. The per-user fields
// read the playlist OWNER's likes and plays (`ownerId`), never the viewer's.

const DAY_MS = 86_400_000;
const NEVER = sql`0`;

/** LIKE's wildcards in user text match themselves (ESCAPE '\'). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The positive form of a text operator on `column` (isNot / notContains negate it); ASCII case-insensitive like SQLite's LIKE. */
function textMatch(column: SQL, operator: string, text: string): SQL {
  const escaped = escapeLike(text);
  switch (operator) {
    case 'is':
    case 'isNot':
      return sql`lower(${column}) = lower(${text})`;
    case 'startsWith':
      return sql`${column} LIKE ${`${escaped}%`} ESCAPE '\\'`;
    case 'endsWith':
      return sql`${column} LIKE ${`%${escaped}`} ESCAPE '\\'`;
    default:
      return sql`${column} LIKE ${`%${escaped}%`} ESCAPE '\\'`;
  }
}

const NEGATIVE = new Set(['isNot', 'notContains']);

/**
 * Text fields: a match drives from the named table (artists, albums, genres,
 * tags) through its link table's index. A CROSS JOIN, which SQLite never
 * reorders: for the nested `IN (SELECT ... IN (SELECT ...))` form and for a
 * plain join, it scanned all of track_genres, with the catalog's statistics
 * or without them (bench, 100,000 tracks; the query plan test).
 */
function textCondition({ field, operator, value }: SmartCondition): SQL {
  const text = String(value);
  let match: SQL;
  switch (field) {
    case 'title':
      match = textMatch(sql`${tracks.name}`, operator, text);
      break;
    case 'album':
      match = sql`${tracks.album_id} IN (SELECT a.id FROM ${albums} a WHERE ${textMatch(sql`a.name`, operator, text)})`;
      break;
    case 'artist':
      match = sql`${tracks.id} IN (SELECT ta.track_id FROM ${artists} ar CROSS JOIN ${trackArtists} ta ON ta.artist_id = ar.id WHERE ${textMatch(sql`ar.name`, operator, text)})`;
      break;
    case 'genre':
      match = sql`${tracks.id} IN (SELECT tg.track_id FROM ${genres} g CROSS JOIN ${trackGenres} tg ON tg.genre_id = g.id WHERE ${textMatch(sql`g.display_name`, operator, text)} OR ${textMatch(sql`g.name`, operator, text)})`;
      break;
    default:
      match = sql`${tracks.id} IN (SELECT tt.track_id FROM ${tags} t CROSS JOIN ${trackTags} tt ON tt.tag_id = t.id WHERE ${textMatch(sql`t.display_name`, operator, text)} OR ${textMatch(sql`t.name`, operator, text)})`;
  }
  if (!NEGATIVE.has(operator)) return match;
  // A track without an album is not on an album named anything.
  return field === 'album' ? sql`(${tracks.album_id} IS NULL OR NOT (${match}))` : sql`NOT (${match})`;
}

/** A comparison of a number expression, and whether 0 passes it (for counts, where "no row" is 0). */
function numberCompare(expression: SQL, operator: string, value: number | [number, number]): SQL {
  if (Array.isArray(value)) return sql`${expression} BETWEEN ${value[0]} AND ${value[1]}`;
  switch (operator) {
    case 'is':
      return sql`${expression} = ${value}`;
    case 'isNot':
      return sql`${expression} <> ${value}`;
    case 'gt':
      return sql`${expression} > ${value}`;
    default:
      return sql`${expression} < ${value}`;
  }
}

function passesZero(operator: string, value: number | [number, number]): boolean {
  if (Array.isArray(value)) return value[0] <= 0 && 0 <= value[1];
  return { is: value === 0, isNot: value !== 0, gt: 0 > value, lt: 0 < value }[operator] ?? false;
}

/** Years compare as release dates (the track's, else its album's), so `year` is a range of a text column. */
const releaseDate = sql`coalesce(${tracks.release_date}, ${albums.release_date}, '')`;
const yearStart = (year: number) => (year > 9999 ? '9999-12-32' : year < 0 ? '' : `${String(year).padStart(4, '0')}-01-01`);

function yearCondition(operator: string, value: number | [number, number]): SQL {
  const known = sql`${releaseDate} <> ''`;
  const within = (from: number, through: number) => sql`(${releaseDate} >= ${yearStart(from)} AND ${releaseDate} < ${yearStart(through + 1)})`;
  if (Array.isArray(value)) return within(Math.ceil(value[0]), Math.floor(value[1]));
  switch (operator) {
    case 'is':
      return Number.isInteger(value) ? within(value, value) : NEVER;
    case 'isNot':
      return Number.isInteger(value) ? sql`NOT ${within(value, value)}` : sql`1`;
    case 'gt':
      return sql`${releaseDate} >= ${yearStart(Math.floor(value) + 1)}`;
    default:
      return sql`(${known} AND ${releaseDate} < ${yearStart(Math.ceil(value))})`;
  }
}

const seconds = (value: number | [number, number]) => (Array.isArray(value) ? value.map((v) => v * 1000) : value * 1000) as number | [number, number];

function durationCondition(operator: string, value: number | [number, number]): SQL {
  // Whole seconds: `is 200` is any length from 200.000 s to 200.999 s; a range takes its last second whole.
  if (Array.isArray(value)) return sql`(${tracks.duration} >= ${value[0] * 1000} AND ${tracks.duration} < ${(value[1] + 1) * 1000})`;
  const second = sql`(${tracks.duration} >= ${value * 1000} AND ${tracks.duration} < ${(value + 1) * 1000})`;
  if (operator === 'is') return second;
  if (operator === 'isNot') return sql`NOT ${second}`;
  return numberCompare(sql`${tracks.duration}`, operator, seconds(value));
}

/** Day boundaries (UTC) as ISO prefixes: timestamps are ISO strings, so they compare as text. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/**
 * The ISO timestamp `days` before `now`, computed by SQLite (the same text
 * as JavaScript's toISOString) so that a statement compiled once per
 * isolate binds only `now` (track-routes.ts; worker/compiled-batch.ts).
 */
export const daysAgo = (now: RulesNow, days: number) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${now instanceof Date ? now.toISOString() : now}, ${`-${days} days`})`;

/** The positive form of a date operator on `column` (isNot and notInTheLast negate is and inTheLast). */
function dateMatch(column: SQL, operator: string, value: unknown, now: RulesNow): SQL {
  switch (operator) {
    case 'is':
    case 'isNot':
      return sql`(${column} >= ${value as string} AND ${column} < ${nextDay(value as string)})`;
    case 'before':
      return sql`${column} < ${value as string}`;
    case 'after':
      return sql`${column} >= ${nextDay(value as string)}`;
    case 'inTheRange': {
      const [from, through] = value as [string, string];
      return sql`(${column} >= ${from} AND ${column} < ${nextDay(through)})`;
    }
    default:
      return sql`${column} >= ${daysAgo(now, value as number)}`;
  }
}

const NEGATIVE_DATE = new Set(['isNot', 'notInTheLast']);

/**
 * The owner's plays of each track, grouped on plays_user_track_idx
 * (user_id, track_id, created_at): bounded by how much the owner has played.
 */
const ownerPlays = (ownerId: number, having: SQL) =>
  sql`SELECT p.track_id FROM ${plays} p WHERE p.user_id = ${ownerId} GROUP BY p.track_id HAVING ${having}`;

/** The tracks the owner rated so that `having` holds of the rating `r.rating`: their part of user_ratings_user_rating_idx. */
const ownerRatings = (ownerId: number, having: SQL) =>
  sql`SELECT r.rateable_id FROM ${userRatings} r WHERE r.user_id = ${ownerId} AND r.rateable_type = 'track' AND ${having}`;

function conditionSql(condition: SmartCondition, ownerId: number, now: RulesNow): SQL {
  const { field, operator, value } = condition;
  switch (field) {
    case 'title':
    case 'artist':
    case 'album':
    case 'genre':
    case 'tag':
      return textCondition(condition);
    case 'year':
      return yearCondition(operator, value as number);
    case 'duration':
      return durationCondition(operator, value as number);
    case 'plays':
      return numberCompare(sql`${tracks.plays}`, operator, value as number);
    case 'myPlays': {
      // A track the owner never played has no group: its count is 0. When 0 passes, keep every track but those whose count fails.
      const number = value as number | [number, number];
      const compare = numberCompare(sql`count(*)`, operator, number);
      return passesZero(operator, number)
        ? sql`${tracks.id} NOT IN (${ownerPlays(ownerId, sql`NOT (${compare})`)})`
        : sql`${tracks.id} IN (${ownerPlays(ownerId, compare)})`;
    }
    case 'myRating': {
      // As myPlays: an unrated track has no row and counts as 0.
      const number = value as number | [number, number];
      const compare = numberCompare(sql`r.rating`, operator, number);
      return passesZero(operator, number)
        ? sql`${tracks.id} NOT IN (${ownerRatings(ownerId, sql`NOT (${compare})`)})`
        : sql`${tracks.id} IN (${ownerRatings(ownerId, compare)})`;
    }
    case 'liked': {
      const liked = sql`${tracks.id} IN (SELECT l.likeable_id FROM ${likes} l WHERE l.user_id = ${ownerId} AND l.likeable_type = 'track')`;
      return (value === true) === (operator === 'is') ? liked : sql`NOT (${liked})`;
    }
    case 'dateAdded': {
      const match = dateMatch(sql`${tracks.created_at}`, operator, value, now);
      return NEGATIVE_DATE.has(operator) ? sql`NOT ${match}` : match;
    }
    case 'lastPlayed': {
      // Never played: no group, so `isNot` and `notInTheLast` keep it and the others leave it out.
      const played = sql`${tracks.id} IN (${ownerPlays(ownerId, dateMatch(sql`max(p.created_at)`, operator, value, now))})`;
      return NEGATIVE_DATE.has(operator) ? sql`NOT (${played})` : played;
    }
  }
}

function groupSql(group: SmartGroup, ownerId: number, now: RulesNow): SQL {
  const parts = group.rules.map((rule) => ('combinator' in rule ? groupSql(rule, ownerId, now) : conditionSql(rule, ownerId, now)));
  return (group.combinator === 'all' ? and(...parts) : or(...parts))!;
}

/**
 * The day's shuffle: the track id's multiplicative hash (Knuth's 2654435761,
 * a bijection on 32-bit ids, so no two tracks tie) XOR-ed with a hash of the
 * day number since 1970 (UTC). SQLite has no XOR: a ^ b = (a | b) - (a & b).
 * Ids stay below 2^31, so the product stays within 64 bits.
 */
const DAY_MULTIPLIER = 2246822519;
const ID_MULTIPLIER = 2654435761;
const U32 = 4294967296;
function dailyShuffle(now: RulesNow): SQL {
  const id = sql`((${tracks.id} * ${sql.raw(String(ID_MULTIPLIER))}) % ${sql.raw(String(U32))})`;
  const day = sql`((CAST(strftime('%s', ${now instanceof Date ? now.toISOString() : now}) AS INTEGER) / 86400 * ${sql.raw(String(DAY_MULTIPLIER))}) % ${sql.raw(String(U32))})`;
  return sql`((${id} | ${day}) - (${id} & ${day}))`;
}

/** The order `random` gives ids on the day of `now`, as dailyShuffle computes it in SQLite (for tests and the docs). */
export function dailyShuffleKey(trackId: number, now: Date): number {
  const day = BigInt(Math.floor(now.getTime() / 86_400_000));
  const id = (BigInt(trackId) * BigInt(ID_MULTIPLIER)) % BigInt(U32);
  return Number(id ^ ((day * BigInt(DAY_MULTIPLIER)) % BigInt(U32)));
}

/** Sort keys as fixed expressions; the per-user ones are one seek a track, on plays_user_track_idx or user_ratings' primary key. */
function sortExpression(field: SmartSort, ownerId: number, now: RulesNow): SQL {
  switch (field) {
    case 'title':
      return sql`lower(${tracks.name})`;
    case 'artist':
      return sql`(SELECT lower(ar.name) FROM ${trackArtists} ta JOIN ${artists} ar ON ar.id = ta.artist_id WHERE ta.track_id = ${tracks.id} ORDER BY ta.position LIMIT 1)`;
    case 'album':
      return sql`lower(${albums.name})`;
    case 'year':
      return sql`coalesce(${tracks.release_date}, ${albums.release_date})`;
    case 'duration':
      return sql`${tracks.duration}`;
    case 'plays':
      return sql`${tracks.plays}`;
    case 'dateAdded':
      return sql`${tracks.created_at}`;
    case 'myPlays':
      return sql`(SELECT count(*) FROM ${plays} p WHERE p.user_id = ${ownerId} AND p.track_id = ${tracks.id})`;
    case 'lastPlayed':
      return sql`(SELECT max(p.created_at) FROM ${plays} p WHERE p.user_id = ${ownerId} AND p.track_id = ${tracks.id})`;
    case 'myRating':
      return sql`coalesce((SELECT r.rating FROM ${userRatings} r WHERE r.user_id = ${ownerId} AND r.rateable_type = 'track' AND r.rateable_id = ${tracks.id}), 0)`;
    case 'random':
      return dailyShuffle(now);
  }
}

export type CompiledRules = { where: SQL; orderBy: SQL[]; limit: number | null };

/** The moment "in the last N days" counts back from: a date, or the placeholder a compiled statement binds it to. */
export type RulesNow = Date | Placeholder;

/**
 * WHERE and ORDER BY for `selectTracks` (tracks LEFT JOIN albums): `now`
 * fixes "in the last N days"; the order ends on the track id, in the first
 * key's direction, so pages never overlap.
 */
export function compileRules(rules: SmartRules, ownerId: number, now: RulesNow): CompiledRules {
  const orderBy = rules.sort.map((key) => (key.descending ? desc : asc)(sortExpression(key.field, ownerId, now)));
  orderBy.push((rules.sort[0]?.descending ? desc : asc)(tracks.id));
  return { where: groupSql(rules.root, ownerId, now), orderBy, limit: rules.limit };
}
