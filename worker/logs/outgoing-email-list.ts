import { eq } from 'drizzle-orm';
import { outgoingEmails } from '../../db/mail';
import { filters, type ListResource } from '../admin/list/list-resource';
import { prefixRange } from '../admin/list/fts-search';
import { z } from 'zod';
import { timestamp } from '../http/response-fields';

/**
 * docs/api/admin.md, GET logs/outgoing-email: every message the mailer
 * recorded, newest first; `to` keeps one recipient and `query` a recipient
 * prefix (both on outgoing_emails_to_idx). Bodies stay out of the list:
 * GET logs/outgoing-email/{id} has them.
 */
export const outgoingEmailList = {
  table: outgoingEmails,
  id: outgoingEmails.id,
  fields: {
    id: outgoingEmails.id,
    to_address: outgoingEmails.to_address,
    subject: outgoingEmails.subject,
    driver: outgoingEmails.driver,
    status: outgoingEmails.status,
    error: outgoingEmails.error,
    created_at: outgoingEmails.created_at,
  },
  sortable: { created_at: outgoingEmails.created_at },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: (query) => prefixRange(outgoingEmails.to_address, query),
  filters: {
    to: filters.text((to) => eq(outgoingEmails.to_address, to.toLowerCase()), 255),
  },
  row: z.object({
    id: z.int(),
    to_address: z.string(),
    subject: z.string(),
    driver: z.string(),
    status: z.enum(['sent', 'failed']),
    error: z.string().nullable(),
    created_at: timestamp,
  }),
} satisfies ListResource;
