import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, isoNow } from './columns';
import { userIdRef } from './users';

// Personal access tokens (DESIGN section 3): only the SHA-256 of the secret is stored.
export const accessTokens = sqliteTable(
  'personal_access_tokens',
  {
    id: id(),
    user_id: userIdRef(),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull(),
    last_used_at: text('last_used_at'),
    // Token callers confirm their password for sensitive actions too (SPEC section 6).
    password_confirmed_at: text('password_confirmed_at'),
    expires_at: text('expires_at'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('access_tokens_user_idx').on(t.user_id)],
);
