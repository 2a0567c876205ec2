import { z } from 'zod';
import { describes } from '../http/responds';
import { REPORT_GRANULARITIES, type OverviewReport, type PlaysReport, type VisitorsReport } from '../insights/insights-types';

// docs/api/insights.md's reports (worker/insights/insights-types.ts) as the
// OpenAPI document publishes them; bound in worker/insights/routes.ts.

const period = z.object({ start: z.string(), end: z.string() });
const frame = z.object({ timezone: z.string(), granularity: z.enum(REPORT_GRANULARITIES), current: period, previous: period });
const compared = z.object({ value: z.number(), previous: z.number() });
const point = z.object({ bucket: z.string(), value: z.number() });
const series = compared.extend({ series: z.array(point), previous_series: z.array(point) });
const entry = z.object({ key: z.string(), label: z.string(), value: z.number(), previous: z.number() });
const entries = z.array(entry);

export const PlaysReportSchema = describes<PlaysReport>()(
  z.object({
    frame,
    subject: z.object({ type: z.enum(['track', 'album', 'artist']), id: z.int(), name: z.string(), image: z.string().nullable() }).nullable(),
    plays: series,
    listeners: compared,
    top_tracks: z.array(entry.extend({ image: z.string().nullable(), artists: z.array(z.object({ id: z.int(), name: z.string() })) })),
    top_albums: z.array(entry.extend({ image: z.string().nullable() })),
    countries: entries,
    cities: entries,
    devices: entries,
    platforms: entries,
    browsers: entries,
  }),
);

export const VisitorsReportSchema = describes<VisitorsReport>()(
  z.object({
    frame,
    views: series,
    visitors: compared,
    pages: entries,
    referrers: entries,
    countries: entries,
    cities: entries,
    devices: entries,
    platforms: entries,
    browsers: entries,
  }),
);

const count = z.number();
export const OverviewReportSchema = describes<OverviewReport>()(
  z.object({
    frame,
    totals: z.object({ users: count, tracks: count, albums: count, artists: count, playlists: count, plays: count, files: count, file_bytes: count }),
    new_users: series,
    plays: series,
    uploads: series,
    new_subscriptions: series,
    page_views: series,
  }),
);
