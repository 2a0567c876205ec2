import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, isoNow } from './columns';
import { tracks } from './music-catalog';
import { userIdRef } from './users';

// OpenSubsonic (issue 28, docs/api/subsonic.md): the credentials third-party
// apps sign in with, and the per-user state the Subsonic API has and the web
// app did not (ratings, the saved play queue, what is playing now). Stars are
// the web app's likes and follows; scrobbles are plays; playlists are playlists.

/**
 * App passwords: a secret per app, never the account's login password.
 * Token auth (`t` = md5(secret + salt)) needs the plain secret on the server,
 * so it is kept AES-GCM encrypted with the APP_PASSWORD_KEY secret binding
 * (worker/app-passwords/); the SHA-256 finds the row for `apiKey` auth.
 */
export const appPasswords = sqliteTable(
  'app_passwords',
  {
    id: id(),
    user_id: userIdRef(),
    name: text('name').notNull(),
    /** Hex SHA-256 of the secret. */
    secret_hash: text('secret_hash').notNull(),
    /** base64url(iv ‖ AES-GCM ciphertext) of the secret. */
    secret_encrypted: text('secret_encrypted').notNull(),
    last_used_at: text('last_used_at'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [uniqueIndex('app_passwords_secret_hash_idx').on(t.secret_hash), index('app_passwords_user_idx').on(t.user_id, t.created_at)],
);

export const RATEABLE_TYPES = ['track', 'album', 'artist'] as const;
export type RateableType = (typeof RATEABLE_TYPES)[number];

/** setRating: 1 to 5 stars per user and item; a rating of 0 deletes the row. */
export const userRatings = sqliteTable(
  'user_ratings',
  {
    user_id: userIdRef(),
    rateable_type: text('rateable_type', { enum: RATEABLE_TYPES }).notNull(),
    rateable_id: integer('rateable_id').notNull(),
    rating: integer('rating').notNull(),
    updated_at: text('updated_at').notNull().default(isoNow),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.rateable_type, t.rateable_id] }),
    // getAlbumList2 type=highest: the user's best-rated albums first.
    index('user_ratings_user_rating_idx').on(t.user_id, t.rateable_type, t.rating),
    // Deleting a track, album or artist deletes its ratings (worker/music/deletion/).
    index('user_ratings_target_idx').on(t.rateable_type, t.rateable_id),
    check('user_ratings_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** savePlayQueue / getPlayQueue: one saved queue per user. */
export const playQueues = sqliteTable('play_queues', {
  user_id: userIdRef().primaryKey(),
  track_ids: text('track_ids', { mode: 'json' }).$type<number[]>().notNull().default([]),
  current_id: integer('current_id'),
  position_ms: integer('position_ms').notNull().default(0),
  /** The `c` parameter of the app that saved it. */
  changed_by: text('changed_by').notNull().default(''),
  updated_at: text('updated_at').notNull().default(isoNow),
});

/** scrobble with submission=false: what each user is playing now, for getNowPlaying. */
export const nowPlaying = sqliteTable(
  'now_playing',
  {
    user_id: userIdRef().primaryKey(),
    track_id: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    /** The `c` parameter of the app. */
    player: text('player').notNull().default(''),
    started_at: text('started_at').notNull().default(isoNow),
  },
  // track_id: deleting a track deletes (cascades to) the reports of it.
  (t) => [index('now_playing_started_idx').on(t.started_at), index('now_playing_track_idx').on(t.track_id)],
);
