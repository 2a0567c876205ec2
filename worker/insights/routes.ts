import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { AuthUser } from '../permissions/auth-user';
import { requireAuth, requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { hitRateLimit } from '../http/rate-limit';
import { clientAddress } from '../http/client-address';
import { buildFrame, reportQuery } from './report-frame';
import { overviewReport, playsReport, visitorsReport } from './reports';
import { insightsSubject, subjectFromRow, subjectStatement } from './insights-access';
import type { Row } from '../raw-batch';
import { notFound } from '../http/errors';
import { isKnownZone } from './zoned-time';
import { logPageView, MAX_VIEW_PATH } from './page-views';
import { responds, respondsEmpty } from '../http/responds';
import { OverviewReportSchema, PlaysReportSchema, VisitorsReportSchema } from '../api-docs/insights-answers';

const subjectParam = z.object({ type: z.enum(['track', 'album', 'artist']), id: z.coerce.number().int().positive() });

/** SPA navigations: the path (query and fragment dropped) and document.referrer. */
export const pageViewBody = z.object({
  path: z
    .string()
    .max(2000)
    .regex(/^\//, 'The path must start with a slash.')
    .transform((path) => path.split(/[?#]/)[0].slice(0, MAX_VIEW_PATH)),
  referrer: z.string().max(2000).optional(),
});

/** Per client: an SPA sends one beacon per navigation, far fewer than this. */
const BEACON_LIMIT = { max: 120, windowSeconds: 60 };

/** Reports are in the reader's zone (users.timezone); one Intl does not know is read as UTC. */
const zoneOf = (user: AuthUser | null) => (user && isKnownZone(user.timezone) ? user.timezone : 'UTC');

/**
 * 404 unknown, 403 not theirs; before the query is validated, so a stranger
 * learns nothing from a 422. With a valid query the handler checks in the
 * report's own batch (one D1 round trip), before it uses the figures.
 */
const subjectAccess = createMiddleware<AppEnv>(async (c, next) => {
  const { type, id } = subjectParam.parse(c.req.param());
  if (!reportQuery.safeParse(c.req.query()).success) await insightsSubject(c.get('db'), c.get('user')!, type, id);
  await next();
});

/** docs/api/insights.md. */
export const insightsRoutes = new Hono<AppEnv>()
  .get('/insights/:type/:id', requireAuth, validate('param', subjectParam), subjectAccess, validate('query', reportQuery), responds(PlaysReportSchema), async (c) => {
    const { type, id } = c.req.valid('param');
    const user = c.get('user')!;
    const statement = subjectStatement(user, type, id);
    if (!statement) throw notFound();
    const access = { statement, subject: (row: Row | undefined) => subjectFromRow(row, user, type, id) };
    return c.json(await playsReport(c.get('db'), buildFrame(c.req.valid('query'), zoneOf(user)), { type, id }, access));
  })
  .get('/admin/reports/plays', requirePermission('admin.access'), validate('query', reportQuery), responds(PlaysReportSchema), async (c) =>
    c.json(await playsReport(c.get('db'), buildFrame(c.req.valid('query'), zoneOf(c.get('user'))), { type: 'all', id: 0 }, null)),
  )
  .get('/admin/reports/visitors', requirePermission('admin.access'), validate('query', reportQuery), responds(VisitorsReportSchema), async (c) =>
    c.json(await visitorsReport(c.get('db'), buildFrame(c.req.valid('query'), zoneOf(c.get('user'))))),
  )
  .get('/admin/reports/overview', requirePermission('admin.access'), validate('query', reportQuery), responds(OverviewReportSchema), async (c) =>
    c.json(await overviewReport(c.get('db'), buildFrame(c.req.valid('query'), zoneOf(c.get('user'))))),
  )
  .post('/analytics/page-views', validate('json', pageViewBody), respondsEmpty('The view is counted'), async (c) => {
    const user = c.get('user');
    const who = user ? `user:${user.id}` : `ip:${clientAddress(c) ?? 'unknown'}`;
    await hitRateLimit(c.get('db'), `page-views:${who}`, BEACON_LIMIT.max, BEACON_LIMIT.windowSeconds);
    const { path, referrer } = c.req.valid('json');
    await logPageView(c, path, referrer);
    return c.body(null, 204);
  });
