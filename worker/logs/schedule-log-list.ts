import { eq } from 'drizzle-orm';
import { scheduleLog } from '../../db/logs';
import { filters, type ListResource } from '../admin/list/list-resource';
import { z } from 'zod';
import { timestamp } from '../http/response-fields';

/**
 * docs/api/admin.md, GET logs/schedule: each recorded cron task run, newest
 * first; filter by status (schedule_log_status_idx, which also keeps the
 * runs of one status in time order) and sort by when it ran.
 */
export const scheduleLogList = {
  table: scheduleLog,
  id: scheduleLog.id,
  fields: {
    id: scheduleLog.id,
    command: scheduleLog.command,
    cron: scheduleLog.cron,
    status: scheduleLog.status,
    output: scheduleLog.output,
    duration_ms: scheduleLog.duration_ms,
    ran_at: scheduleLog.ran_at,
  },
  sortable: { ran_at: scheduleLog.ran_at },
  defaultSort: { orderBy: 'ran_at', orderDir: 'desc' },
  filters: {
    status: filters.oneOf(['success', 'error'], (status) => eq(scheduleLog.status, status)),
  },
  row: z.object({
    id: z.int(),
    command: z.string(),
    cron: z.string().nullable(),
    status: z.enum(['success', 'error']),
    output: z.string(),
    duration_ms: z.int(),
    ran_at: timestamp,
  }),
} satisfies ListResource;
