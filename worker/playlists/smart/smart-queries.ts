import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db';
import { albums, tracks } from '../../../db/music-catalog';
import { playlists } from '../../../db/music-social';
import { selectTracks } from '../../music/list-queries';
import { trackColumns } from '../../music/select/track-select';
import { compileRules, type RulesNow } from './compile-rules';
import { parseRules } from './rules-parse';
import type { SmartRules } from './smart-fields';

/** A smart playlist as its queries need it: the owner whose likes and plays the rules read, and the rules. */
export type SmartSource = { owner_id: number; rules: SmartRules };

/** Stored rules (checked when written) read back; null for a plain playlist. */
export function storedRules(json: unknown): SmartRules | null {
  if (json === null || json === undefined) return null;
  const parsed = parseRules(typeof json === 'string' ? JSON.parse(json) : json);
  if (!parsed.ok) throw new Error(`Stored smart playlist rules no longer parse: ${parsed.message}`);
  return parsed.rules;
}

/**
 * One page of what the rules match now, in their order, never past their
 * limit: null when the page starts beyond it. Map rows with toTrackPayload.
 */
export function smartTracksPage(db: Db, source: SmartSource, window: { limit: number; offset: number }, now = new Date()) {
  const { where, orderBy, limit } = compileRules(source.rules, source.owner_id, now);
  const size = limit === null ? window.limit : Math.min(window.limit, limit - window.offset);
  if (size <= 0) return null;
  return selectTracks(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(size)
    .offset(window.offset);
}

/**
 * The ids of what the rules match now, in their order, at most `max`: for
 * an answer that lists a playlist's every song (Subsonic's getPlaylist).
 */
export function smartTrackIds(db: Db, source: SmartSource, max: number, now = new Date()) {
  const { where, orderBy, limit } = compileRules(source.rules, source.owner_id, now);
  return db
    .select({ id: tracks.id })
    .from(tracks)
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .where(where)
    .orderBy(...orderBy)
    .limit(Math.min(limit ?? max, max));
}

/**
 * One page of what the rules match now, as smartTracksPage, each row with
 * `total`, how many tracks they match (within the limit): one statement, one
 * pass over the candidates. The inner query finds the page's ids and counts
 * with a window over every match before LIMIT; the outer one reads the
 * page's columns (artists and all) for those 20 or so rows only. Null when
 * the page starts beyond the limit; no rows when beyond the matches (then
 * ask smartTotals).
 */
export function smartTracksPageCounted(db: Db, source: SmartSource, window: { limit: number; offset: number }, now = new Date()) {
  const size = smartPageSize(source, window);
  return size > 0 ? smartPageStatement(db, source, size, window.offset, now) : null;
}

/** How many rows a page of `window` holds under the rules' limit; 0 or less when it starts beyond it. */
export const smartPageSize = (source: SmartSource, window: { limit: number; offset: number }) =>
  source.rules.limit === null ? window.limit : Math.min(window.limit, source.rules.limit - window.offset);

/**
 * smartTracksPageCounted's statement for `size` rows from `offset`: numbers,
 * or the placeholders of a statement compiled once per isolate for these
 * rules and owner (worker/compiled-batch.ts), as `now` may be.
 */
export function smartPageStatement(db: Db, source: SmartSource, size: number | Placeholder, offset: number | Placeholder, now: RulesNow) {
  const { where, orderBy } = compileRules(source.rules, source.owner_id, now);
  const page = db
    .select({ id: sql<number>`${tracks.id}`.as('page_id'), matched: sql<number>`count(*) OVER ()`.as('page_matched') })
    .from(tracks)
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .where(where)
    .orderBy(...orderBy)
    .limit(size)
    .offset(offset)
    .as('page');
  return db
    .select({ ...trackColumns, matched: page.matched })
    .from(page)
    .innerJoin(tracks, eq(tracks.id, page.id))
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .orderBy(...orderBy);
}

/**
 * The matching tracks' ids and durations, limited like the list (with a
 * limit, the first `limit` in the rules' order): what the count and total
 * length add up.
 */
function matches(db: Db, source: SmartSource, now: Date) {
  const { where, orderBy, limit } = compileRules(source.rules, source.owner_id, now);
  const all = db.select({ duration: tracks.duration }).from(tracks).leftJoin(albums, eq(albums.id, tracks.album_id)).where(where);
  return limit === null ? all : all.orderBy(...orderBy).limit(limit);
}

/** How many tracks the rules match now, and their total length (ms). */
export function smartTotals(db: Db, source: SmartSource, now = new Date()) {
  const matching = matches(db, source, now).as('matching');
  return db.select({ total: sql<number>`count(*)`, duration: sql<number>`coalesce(sum(${matching.duration}), 0)` }).from(matching);
}

/**
 * Stores the count and length a playlist card shows (cards read the stored
 * columns; the playlist page and its tracks list count live), in the batch
 * that wrote the rules.
 */
export function snapshotSmartTotals(db: Db, playlistId: number, source: SmartSource) {
  const matching = matches(db, source, new Date());
  return db
    .update(playlists)
    .set({
      tracks_count: sql`(SELECT count(*) FROM (${matching}))`,
      duration: sql`(SELECT coalesce(sum(duration), 0) FROM (${matching}))`,
    })
    .where(eq(playlists.id, playlistId));
}
