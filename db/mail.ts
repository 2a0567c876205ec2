import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, isoNow } from './columns';

// Every outgoing email, whatever driver sent it: the admin outgoing-email log
// (SPEC section 2, logs/outgoing-email) and tests read it. The local driver
// only records; the production driver records and sends.
export const outgoingEmails = sqliteTable(
  'outgoing_emails',
  {
    id: id(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body_text: text('body_text').notNull(),
    body_html: text('body_html').notNull(),
    driver: text('driver').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    error: text('error'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('outgoing_emails_created_idx').on(t.created_at), index('outgoing_emails_to_idx').on(t.to_address)],
);
