import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, isoNow } from './columns';
import { userIdRef } from './users';

// Scrobbling (issue 30 part 2, docs/api/scrobbling.md, docs/decisions/031):
// a listener's accounts at ListenBrainz and Last.fm, and the outbox of plays
// waiting to reach them.

export const SCROBBLE_SERVICES = ['listenbrainz', 'lastfm'] as const;
export type ScrobbleService = (typeof SCROBBLE_SERVICES)[number];

/** connected: sending; revoked: the service refused the token or session (the listener reconnects); error: the service kept failing. */
export const CONNECTION_STATUSES = ['connected', 'revoked', 'error'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** One account per listener and service. The credential is AES-GCM sealed (worker/app-passwords/secret-box.ts), never sent to a browser. */
export const scrobbleConnections = sqliteTable(
  'scrobble_connections',
  {
    id: id(),
    user_id: userIdRef(),
    service: text('service', { enum: SCROBBLE_SERVICES }).notNull(),
    /** The account's name at the service (ListenBrainz user_name, Last.fm session name). */
    account_name: text('account_name').notNull(),
    /** base64url(iv ‖ ciphertext) of the ListenBrainz user token or the Last.fm session key. */
    credential_encrypted: text('credential_encrypted').notNull(),
    status: text('status', { enum: CONNECTION_STATUSES }).notNull().default('connected'),
    /** What the service last said when it refused or failed, for the account panel. */
    status_message: text('status_message'),
    status_at: text('status_at'),
    last_scrobble_at: text('last_scrobble_at'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [uniqueIndex('scrobble_connections_user_service_idx').on(t.user_id, t.service)],
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * A scrobble per connection and play. `play_key` is the play's idempotency
 * key (web:<id>, play:<play_id>, subsonic:<track>:<time>); the unique index
 * on (connection, key) is what makes a resent play a no-op. The track's
 * names are copied in: the scrobble says what was played, even once the
 * track is renamed or deleted.
 */
export const scrobbleOutbox = sqliteTable(
  'scrobble_outbox',
  {
    id: id(),
    connection_id: integer('connection_id')
      .notNull()
      .references(() => scrobbleConnections.id, { onDelete: 'cascade' }),
    play_key: text('play_key').notNull(),
    artist: text('artist').notNull(),
    track: text('track').notNull(),
    album: text('album'),
    /** Seconds. */
    duration: integer('duration').notNull(),
    /** When the play started, in seconds since 1970 (what both services take). */
    listened_at: integer('listened_at').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Seconds since 1970: a consumer holding the row until then; another one leaves it alone. */
    lease_until: integer('lease_until').notNull().default(0),
    sent_at: text('sent_at'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [
    uniqueIndex('scrobble_outbox_connection_key_idx').on(t.connection_id, t.play_key),
    // A connection's pending rows oldest first (delivery, the pending count).
    index('scrobble_outbox_connection_status_idx').on(t.connection_id, t.status, t.listened_at),
    // The cron sweep: stale pending rows, and sent rows to prune, by age.
    index('scrobble_outbox_status_created_idx').on(t.status, t.created_at),
  ],
);
