import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { plays } from '../../db/music-social';
import { tracks } from '../../db/music-catalog';
import { notifications } from '../../db/notifications';

/** Rows per read: the play history and notifications grow without bound, so they are read in pages. */
export const HISTORY_PAGE = 1000;

/** Where the previous page ended, in the index's own order (created_at, then rowid). */
export type HistoryCursor = { at: string; rowid: number };
export type HistoryPage = { rows: Record<string, unknown>[]; next: HistoryCursor | null };
export type HistoryReader = (after: HistoryCursor | null) => Promise<HistoryPage>;

function pageOf<Row extends { __at: string; __rowid: number }>(rows: Row[]): HistoryPage {
  const last = rows[rows.length - 1];
  return {
    rows: rows.map(({ __at: _at, __rowid: _rowid, ...row }) => row),
    next: rows.length === HISTORY_PAGE ? { at: last.__at, rowid: last.__rowid } : null,
  };
}

/** Each page is a range of plays_user_time_idx (user_id, created_at, rowid): keyset, never an offset. */
export const playsPage = (db: Db, userId: number, after: HistoryCursor | null) =>
  db
    .select({
      track_id: plays.track_id,
      track_name: tracks.name,
      country: plays.country,
      device_type: plays.device_type,
      platform: plays.platform,
      browser: plays.browser,
      played_at: plays.created_at,
      __at: plays.created_at,
      __rowid: plays.id,
    })
    .from(plays)
    .innerJoin(tracks, eq(tracks.id, plays.track_id))
    .where(and(eq(plays.user_id, userId), after ? sql`(${plays.created_at}, ${plays.id}) > (${after.at}, ${after.rowid})` : undefined))
    .orderBy(asc(plays.created_at), asc(plays.id))
    .limit(HISTORY_PAGE);

export const playsReader =
  (db: Db, userId: number): HistoryReader =>
  async (after) =>
    pageOf(await playsPage(db, userId, after));

const notificationRowid = sql<number>`${notifications}.rowid`;

/** Pages of notifications_user_recent_idx (user_id, created_at, rowid). */
export const notificationsPage = (db: Db, userId: number, after: HistoryCursor | null) =>
  db
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      read_at: notifications.read_at,
      created_at: notifications.created_at,
      __at: notifications.created_at,
      __rowid: notificationRowid,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        after ? sql`(${notifications.created_at}, ${notificationRowid}) > (${after.at}, ${after.rowid})` : undefined,
      ),
    )
    .orderBy(asc(notifications.created_at), asc(notificationRowid))
    .limit(HISTORY_PAGE);

export const notificationsReader =
  (db: Db, userId: number): HistoryReader =>
  async (after) =>
    pageOf(await notificationsPage(db, userId, after));
