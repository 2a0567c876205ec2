// The insights and reports contract (issue 16), shared by worker and client:
// pure values and types only (the client imports this file).
// docs/api/insights.md documents the routes; docs/decisions/019 the rollups.

/**
 * The range picker: the last 7 or 30 days (today included), the last 12
 * months (the 11 calendar months before this one and this one to today), or
 * custom dates (inclusive), in the reader's time zone.
 */
export const REPORT_RANGES = ['7d', '30d', '12m', 'custom'] as const;
export type ReportRangeName = (typeof REPORT_RANGES)[number];
export const REPORT_GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];
/** Hourly buckets only for ranges up to this many days (a year of hours is no chart). */
export const MAX_HOURLY_RANGE_DAYS = 31;
/** A custom range is at most this many days. */
export const MAX_REPORT_RANGE_DAYS = 731;
/** Entries in each breakdown list (top tracks, countries, ...). */
export const REPORT_TOP_LIMIT = 10;

/**
 * The query of every insights and report route:
 * `?range=7d|30d|12m|custom&start=YYYY-MM-DD&end=YYYY-MM-DD&granularity=hour|day|week|month`.
 * `start` and `end` only with `custom`. The time zone is the signed-in
 * user's (users.timezone), not a parameter.
 */
export type ReportQuery = { range: ReportRangeName; start?: string; end?: string; granularity?: ReportGranularity };

export type ReportPeriod = {
  /** Inclusive first and exclusive last instant, ISO 8601 UTC. */
  start: string;
  end: string;
};

export type ReportFrame = {
  timezone: string;
  granularity: ReportGranularity;
  current: ReportPeriod;
  /** The period of the same length just before `current`: what "compared with" means. */
  previous: ReportPeriod;
};

/** One bucket of a series: its local start (`YYYY-MM-DD`, or `YYYY-MM-DDTHH:00` for hours) and its count. */
export type SeriesPoint = { bucket: string; value: number };

/** A figure with its comparison: `previous` is the same figure over the previous period. */
export type ComparedFigure = { value: number; previous: number };

/** A counted figure over time: the total, the previous period's total and both series (same bucket count). */
export type ReportSeries = ComparedFigure & { series: SeriesPoint[]; previous_series: SeriesPoint[] };

/** A breakdown entry: `key` is stable (country code, `CC:City`, device name, id); `label` is for display. */
export type BreakdownEntry = { key: string; label: string; value: number; previous: number };

export type TopTrackEntry = BreakdownEntry & { image: string | null; artists: { id: number; name: string }[] };
export type TopAlbumEntry = BreakdownEntry & { image: string | null };

/** What GET insights/{track|album|artist}/{id} and GET admin/reports/plays answer. */
export type PlaysReport = {
  frame: ReportFrame;
  /** The subject (null for the admin plays report). */
  subject: { type: 'track' | 'album' | 'artist'; id: number; name: string; image: string | null } | null;
  plays: ReportSeries;
  /** Unique listeners over the whole period (estimated from daily sketches past a few hundred). */
  listeners: ComparedFigure;
  /** Top tracks: for an album, an artist and the admin report; empty for a track. */
  top_tracks: TopTrackEntry[];
  /** Top albums: for an artist and the admin report. */
  top_albums: TopAlbumEntry[];
  countries: BreakdownEntry[];
  cities: BreakdownEntry[];
  devices: BreakdownEntry[];
  platforms: BreakdownEntry[];
  browsers: BreakdownEntry[];
};

/** GET admin/reports/visitors. */
export type VisitorsReport = {
  frame: ReportFrame;
  views: ReportSeries;
  visitors: ComparedFigure;
  pages: BreakdownEntry[];
  referrers: BreakdownEntry[];
  countries: BreakdownEntry[];
  cities: BreakdownEntry[];
  devices: BreakdownEntry[];
  platforms: BreakdownEntry[];
  browsers: BreakdownEntry[];
};

/** GET admin/reports/overview: the /admin index's totals and trends. */
export type OverviewReport = {
  frame: ReportFrame;
  /** All-time counts of the catalog and accounts. */
  totals: { users: number; tracks: number; albums: number; artists: number; playlists: number; plays: number; files: number; file_bytes: number };
  /** New in the period, with the previous period and a series each. */
  new_users: ReportSeries;
  plays: ReportSeries;
  uploads: ReportSeries;
  new_subscriptions: ReportSeries;
  page_views: ReportSeries;
};

/** POST analytics/page-views (an SPA navigation): the path and the document's referrer. */
export type PageViewBeacon = { path: string; referrer?: string };

/** The labels the server gives breakdown keys that carry no name of their own (breakdown-labels.ts). */
export const DEVICE_LABELS: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };
export const UNKNOWN = 'Unknown';
export const DIRECT = 'Direct';

/** The client translates these, so they are localization keys too (worker/i18n/english-keys.ts). */
export const BREAKDOWN_LABELS: readonly string[] = [...Object.values(DEVICE_LABELS), UNKNOWN, DIRECT];
