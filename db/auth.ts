import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, isoNow } from './columns';
import { userIdRef, users } from './users';

// SPEC section 5/9: a 6-digit email verification code, one live code per user.
// Only its SHA-256 is stored; `attempts` caps guessing of a live code.
export const emailVerificationCodes = sqliteTable('email_verification_codes', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expires_at: text('expires_at').notNull(),
  created_at: text('created_at').notNull().default(isoNow),
});

// Single-use password reset links (/password/reset/{token}); `id` is the
// SHA-256 of the emailed token, deleted when used.
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    user_id: userIdRef(),
    expires_at: text('expires_at').notNull(),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id), index('password_reset_tokens_expires_idx').on(t.expires_at)],
);

// Short-lived server-side state of multi-step sign-ins: the pending two-factor
// login after a correct password, and WebAuthn challenges. `id` is the SHA-256
// of a random token held in an HttpOnly cookie.
export const authChallenges = sqliteTable(
  'auth_challenges',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['two_factor', 'passkey_register', 'passkey_login', 'social_connect'] }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    expires_at: text('expires_at').notNull(),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expires_at), index('auth_challenges_user_idx').on(t.user_id)],
);

// SPEC section 3, User.social_profiles: accounts at google, facebook, twitter,
// envato or the generic OpenID Connect provider linked to a user.
export const socialProfiles = sqliteTable(
  'social_profiles',
  {
    id: id(),
    user_id: userIdRef(),
    service_name: text('service_name').notNull(),
    user_service_id: text('user_service_id').notNull(),
    username: text('username'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [
    uniqueIndex('social_profiles_service_uid_idx').on(t.service_name, t.user_service_id),
    uniqueIndex('social_profiles_user_service_idx').on(t.user_id, t.service_name),
  ],
);

// WebAuthn credentials (passkeys), beyond the spec.
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: id(),
    user_id: userIdRef(),
    name: text('name').notNull(),
    credential_id: text('credential_id').notNull().unique(),
    public_key: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>().notNull().default([]),
    device_type: text('device_type').notNull().default('singleDevice'),
    backed_up: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
    last_used_at: text('last_used_at'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('passkeys_user_idx').on(t.user_id)],
);
