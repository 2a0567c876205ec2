import { eq, sql } from 'drizzle-orm';
import { errorLogs } from '../../db/admin';
import { filters, type ListResource } from '../admin/list/list-resource';
import { ftsMatch } from '../admin/list/fts-search';
import { z } from 'zod';
import { timestamp } from '../http/response-fields';

/** Who made the request, as {id, name}: a primary-key lookup per row (the outer table named in full, see roles-list.ts). */
const userJson = sql<string | null>`(SELECT json_object('id', u.id, 'name', u.name) FROM users u WHERE u.id = "error_logs"."user_id")`;

/**
 * docs/api/admin.md, GET logs/error: the captured server errors, newest
 * first; `query` searches the message's words (error_logs_fts), `exception`
 * keeps one class (error_logs_exception_idx, in time order). The stack stays
 * out of the list: GET logs/error/{id} has it, as the trace.
 */
export const errorLogList = {
  table: errorLogs,
  id: errorLogs.id,
  fields: {
    id: errorLogs.id,
    exception: errorLogs.exception,
    message: errorLogs.message,
    method: errorLogs.method,
    url: errorLogs.url,
    status: errorLogs.status,
    user_id: errorLogs.user_id,
    user: userJson,
    created_at: errorLogs.created_at,
  },
  sortable: { created_at: errorLogs.created_at },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: (query) => ftsMatch('error_logs_fts', errorLogs.id, query),
  filters: {
    exception: filters.text((name) => eq(errorLogs.exception, name)),
  },
  present: ({ user, ...entry }) => ({ ...entry, user: user ? (JSON.parse(String(user)) as { id: number; name: string }) : null }),
  row: z.object({
    id: z.int(),
    exception: z.string(),
    message: z.string(),
    method: z.string(),
    url: z.string(),
    status: z.int(),
    user_id: z.int().nullable(),
    user: z.object({ id: z.int(), name: z.string() }).nullable(),
    created_at: timestamp,
  }),
} satisfies ListResource;
