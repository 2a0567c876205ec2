import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, isoNow } from './columns';

// SPEC section 3, Contact message.
export const contactMessages = sqliteTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ip_address: text('ip_address'),
  created_at: text('created_at').notNull().default(isoNow),
});
