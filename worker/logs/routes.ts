import { Hono } from 'hono';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { errorLogs } from '../../db/admin';
import { outgoingEmails } from '../../db/mail';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { tracePayload } from '../http/error-trace';
import { requirePermission } from '../permissions/guard';
import { adminListRoutes } from '../admin/list/list-routes';
import { scheduleLogList } from './schedule-log-list';
import { errorLogList } from './error-log-list';
import { outgoingEmailList } from './outgoing-email-list';
import { downloadLatestErrors, downloadLatestQuery } from './error-log-download';
import { responds, respondsWith } from '../http/responds';
import { ErrorLogEntry, OutgoingEmail } from './log-schemas';

/** SPEC section 2: every logs page needs logs.view. */
export const VIEW_LOGS = 'logs.view';

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** Exception classes the error log's filter offers; there are only ever a handful. */
const MAX_EXCEPTIONS = 100;

/**
 * docs/api/admin.md, "Logs": the schedule, error and outgoing email logs of
 * SPEC section 2, each a list on the admin list helper, plus one error's
 * trace, one email, and SPEC section 7's download of the latest errors.
 */
export const logRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/logs/schedule', VIEW_LOGS, scheduleLogList))
  .get('/logs/error/download-latest', requirePermission(VIEW_LOGS), validate('query', downloadLatestQuery), respondsWith('application/x-ndjson', 'The latest errors, one JSON object a line, as an attachment'), (c) =>
    downloadLatestErrors(c.get('db'), c.req.valid('query').limit),
  )
  .get('/logs/error/exceptions', requirePermission(VIEW_LOGS), responds(z.object({ exceptions: z.array(z.string()) })), async (c) => {
    // Distinct values straight off error_logs_exception_idx (a covering index walk, already in order).
    const rows = await c.get('db').selectDistinct({ name: errorLogs.exception }).from(errorLogs).orderBy(asc(errorLogs.exception)).limit(MAX_EXCEPTIONS);
    return c.json({ exceptions: rows.map((row) => row.name) });
  })
  .route('/', adminListRoutes('/logs/error', VIEW_LOGS, errorLogList))
  .get('/logs/error/:id', requirePermission(VIEW_LOGS), validate('param', idParam), responds(z.object({ entry: ErrorLogEntry })), async (c) => {
    const [entry] = await c
      .get('db')
      .select({ ...getTableColumns(errorLogs), user_name: users.name })
      .from(errorLogs)
      .leftJoin(users, eq(users.id, errorLogs.user_id))
      .where(eq(errorLogs.id, c.req.valid('param').id))
      .limit(1);
    if (!entry) throw notFound();
    const { stack, user_name, ...rest } = entry;
    const user = rest.user_id !== null && user_name !== null ? { id: rest.user_id, name: user_name } : null;
    return c.json({ entry: { ...rest, user, ...tracePayload({ ...rest, stack }) } });
  })
  .route('/', adminListRoutes('/logs/outgoing-email', VIEW_LOGS, outgoingEmailList))
  .get('/logs/outgoing-email/:id', requirePermission(VIEW_LOGS), validate('param', idParam), responds(z.object({ email: OutgoingEmail })), async (c) => {
    const [email] = await c.get('db').select().from(outgoingEmails).where(eq(outgoingEmails.id, c.req.valid('param').id)).limit(1);
    if (!email) throw notFound();
    return c.json({ email });
  });

