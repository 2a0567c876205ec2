import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import type { OverviewReport, PlaysReport, ReportSeries, VisitorsReport } from './insights-types';
import { frameJson, type Frame } from './report-frame';
import { buildSeries } from './report-series';
import { rawBatch, type Row } from '../raw-batch';
import type { ReadScope } from './analytics-read';
import { metricReader } from './report-cache';
import { labelled, topCatalogEntries } from './breakdown-labels';
import { hourOf } from './analytics-sources';

export type Subject = NonNullable<PlaysReport['subject']>;

/** The insights reader's access, checked in the report's own batch: the subject's statement and its verdict (throws 404 or 403). */
export type SubjectAccess = { statement: SQL; subject: (row: Row | undefined) => Subject };

/**
 * A plays report of a track, an album, an artist (`access` says whether the
 * reader may), or everything (no access: the route checked admin.access):
 * one batch (the access check, the nodes or, when their sums are kept, the
 * nodes' version, and the raw rows after them: report-cache.ts), plus one
 * for the top tracks' and albums' names unless those are kept.
 */
export async function playsReport(db: Db, frame: Frame, scope: ReadScope, access: SubjectAccess | null): Promise<PlaysReport> {
  const plays = metricReader('plays', scope, frame);
  const results = await rawBatch(db, [...(access ? [access.statement] : []), ...plays.statements]);
  // The verdict before anything else is used: a stranger learns nothing from the rest of the batch.
  const subject = access ? access.subject(results.shift()![0]) : null;
  const [nodes, raw] = results;
  const { series, breakdowns, uniques } = await plays.read(db, nodes, raw);
  return {
    frame: frameJson(frame),
    subject,
    plays: series,
    listeners: uniques,
    ...(await topCatalogEntries(db, breakdowns.get('track'), breakdowns.get('album'))),
    countries: labelled('country', breakdowns.get('country')),
    cities: labelled('city', breakdowns.get('city')),
    devices: labelled('device', breakdowns.get('device')),
    platforms: labelled('platform', breakdowns.get('platform')),
    browsers: labelled('browser', breakdowns.get('browser')),
  };
}

/** GET admin/reports/visitors: page views and visitors, one batch. */
export async function visitorsReport(db: Db, frame: Frame): Promise<VisitorsReport> {
  const scope: ReadScope = { type: 'all', id: 0 };
  const views = metricReader('views', scope, frame);
  const [nodes, raw] = await rawBatch(db, views.statements);
  const { series, breakdowns, uniques } = await views.read(db, nodes, raw);
  return {
    frame: frameJson(frame),
    views: series,
    visitors: uniques,
    pages: labelled('path', breakdowns.get('path')),
    referrers: labelled('referrer', breakdowns.get('referrer')),
    countries: labelled('country', breakdowns.get('country')),
    cities: labelled('city', breakdowns.get('city')),
    devices: labelled('device', breakdowns.get('device')),
    platforms: labelled('platform', breakdowns.get('platform')),
    browsers: labelled('browser', breakdowns.get('browser')),
  };
}

/** New rows of a table per UTC hour over both periods (the table's created_at index). */
const createdPerHour = (table: string, frame: Frame) =>
  sql`SELECT ${hourOf(sql`created_at`)} AS hour, count(*) AS count FROM ${sql.identifier(table)}
    WHERE created_at >= ${new Date(frame.prevStart).toISOString()} AND created_at < ${new Date(frame.end).toISOString()} GROUP BY hour`;

const hourSeries = (frame: Frame, rows: Row[]): ReportSeries => buildSeries(frame, new Map(rows.map((row) => [Number(row.hour), Number(row.count)])));

/** GET admin/reports/overview: all-time totals and what is new in the period, in one batch. */
export async function overviewReport(db: Db, frame: Frame): Promise<OverviewReport> {
  const all: ReadScope = { type: 'all', id: 0 };
  const plays = metricReader('plays', all, frame, true);
  const views = metricReader('views', all, frame, true);
  const [[totals], users, uploads, subscriptions, playsRolled, playsRaw, viewsRolled, viewsRaw] = await rawBatch(db, [
    sql`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM tracks) AS tracks, (SELECT coalesce(sum(plays), 0) FROM tracks) AS plays,
      (SELECT count(*) FROM albums) AS albums, (SELECT count(*) FROM artists) AS artists, (SELECT count(*) FROM playlists) AS playlists,
      (SELECT count(*) FROM file_entries) AS files, (SELECT coalesce(sum(file_size), 0) FROM file_entries) AS file_bytes`,
    createdPerHour('users', frame),
    createdPerHour('tracks', frame),
    createdPerHour('subscriptions', frame),
    ...plays.statements,
    ...views.statements,
  ]);
  const n = (key: string) => Number(totals[key] ?? 0);
  const [playsRead, viewsRead] = await Promise.all([plays.read(db, playsRolled, playsRaw), views.read(db, viewsRolled, viewsRaw)]);
  return {
    frame: frameJson(frame),
    totals: { users: n('users'), tracks: n('tracks'), albums: n('albums'), artists: n('artists'), playlists: n('playlists'), plays: n('plays'), files: n('files'), file_bytes: n('file_bytes') },
    new_users: hourSeries(frame, users),
    plays: playsRead.series,
    uploads: hourSeries(frame, uploads),
    new_subscriptions: hourSeries(frame, subscriptions),
    page_views: viewsRead.series,
  };
}
