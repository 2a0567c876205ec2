import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';
import { users } from './users';
import { artists, type ArtistLink } from './music-catalog';

// SPEC section 2's backstage requests (issue 16): a listener asks to become an
// artist, to claim an existing artist, or to have an artist they manage
// verified; an admin approves or denies with a note.

export const BACKSTAGE_REQUEST_TYPES = ['become-artist', 'claim-artist', 'verify-artist'] as const;
export type BackstageRequestType = (typeof BACKSTAGE_REQUEST_TYPES)[number];
export const BACKSTAGE_REQUEST_STATES = ['pending', 'approved', 'denied'] as const;
export type BackstageRequestState = (typeof BACKSTAGE_REQUEST_STATES)[number];
/** Who the requester is to the artist. */
export const BACKSTAGE_REQUESTER_ROLES = ['artist', 'manager', 'label'] as const;
export type BackstageRequesterRole = (typeof BACKSTAGE_REQUESTER_ROLES)[number];

export const backstageRequests = sqliteTable(
  'backstage_requests',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: BACKSTAGE_REQUEST_TYPES }).notNull(),
    status: text('status', { enum: BACKSTAGE_REQUEST_STATES }).notNull().default('pending'),
    /** The artist name asked for (become) or the claimed/verified artist's name when sent. */
    artist_name: text('artist_name').notNull(),
    /** The claimed or verified artist; for become-artist, the artist approval created. */
    artist_id: integer('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    requester_role: text('requester_role', { enum: BACKSTAGE_REQUESTER_ROLES }).notNull().default('artist'),
    /** An image key or URL for the new artist (become-artist). */
    image: text('image'),
    bio: text('bio'),
    links: text('links', { mode: 'json' }).$type<ArtistLink[]>().notNull().default([]),
    /** "Who you are" / proof, in the requester's words. */
    message: text('message'),
    /** File entry ids of the attachments; readable by the requester and admins only. */
    attachments: text('attachments', { mode: 'json' }).$type<number[]>().notNull().default([]),
    /** The reviewer's note (shown to the requester on denial and approval). */
    note: text('note'),
    reviewed_by: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: text('reviewed_at'),
    ...timestamps,
  },
  (t) => [
    // One open request per user and type.
    uniqueIndex('backstage_requests_open_idx').on(t.user_id, t.type).where(sql`${t.status} = 'pending'`),
    index('backstage_requests_user_idx').on(t.user_id, t.created_at),
    // The admin list: newest first, filtered by state or type.
    index('backstage_requests_created_idx').on(t.created_at),
    index('backstage_requests_status_idx').on(t.status, t.created_at),
    index('backstage_requests_type_idx').on(t.type, t.created_at),
    // Deleting an artist: its requests keep their record without it (ON DELETE SET NULL and the deletion batch).
    index('backstage_requests_artist_idx').on(t.artist_id),
  ],
);

export type BackstageRequestRow = typeof backstageRequests.$inferSelect;
