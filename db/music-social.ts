import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, isoNow, timestamps } from './columns';
import { users } from './users';
import { tracks } from './music-catalog';

// What listeners do with the catalog (issue 4): playlists, the library, follows,
// reposts, comments and plays. Polymorphic rows name their target by type and
// id; the routes check that the target exists before writing.

export const playlists = sqliteTable(
  'playlists',
  {
    id: id(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    public: integer('public', { mode: 'boolean' }).notNull().default(true),
    /** Followers may add, remove and reorder tracks; only the owner edits details. */
    collaborative: integer('collaborative', { mode: 'boolean' }).notNull().default(false),
    tracks_count: integer('tracks_count').notNull().default(0),
    duration: integer('duration').notNull().default(0),
    followers_count: integer('followers_count').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    /** Chosen by administrators (issue 15): channels of featured playlists list them. */
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    /**
     * A smart playlist's rules (issue 30; docs/api/smart-playlists.md), in their
     * canonical JSON form: its tracks are whatever they match now, and
     * playlist_tracks holds none. Null for a plain playlist.
     */
    rules: text('rules', { mode: 'json' }).$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    index('playlists_owner_idx').on(t.owner_id, t.updated_at),
    // The admin playlists list (issue 15) and featured-playlist channels.
    index('playlists_name_idx').on(t.name),
    index('playlists_created_at_idx').on(t.created_at),
    // The admin playlists list's followers and plays sorts (issue 15).
    index('playlists_followers_idx').on(t.followers_count),
    index('playlists_plays_idx').on(t.plays),
    index('playlists_featured_idx').on(t.updated_at).where(sql`${t.featured} = 1`),
    index('playlists_image_idx').on(t.image).where(sql`${t.image} IS NOT NULL`),
  ],
);

export const playlistTracks = sqliteTable(
  'playlist_tracks',
  {
    playlist_id: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    track_id: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: real('position').notNull(),
    added_by: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [
    primaryKey({ columns: [t.playlist_id, t.track_id] }),
    index('playlist_tracks_order_idx').on(t.playlist_id, t.position),
    // Deleting a track: its playlist entries, and the foreign key's own check (music/deletion/deletion-batch.ts).
    index('playlist_tracks_track_idx').on(t.track_id),
  ],
);

export const LIKEABLE_TYPES = ['track', 'album'] as const;
export type LikeableType = (typeof LIKEABLE_TYPES)[number];

/** The library: liked tracks and albums (artists and playlists are follows). */
export const likes = sqliteTable(
  'likes',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likeable_type: text('likeable_type', { enum: LIKEABLE_TYPES }).notNull(),
    likeable_id: integer('likeable_id').notNull(),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.likeable_type, t.likeable_id] }),
    index('likes_user_recent_idx').on(t.user_id, t.likeable_type, t.created_at),
    // Co-likes for radio: who liked this track, then what else they liked.
    index('likes_target_idx').on(t.likeable_type, t.likeable_id, t.user_id),
  ],
);

export const FOLLOWABLE_TYPES = ['user', 'artist', 'playlist'] as const;
export type FollowableType = (typeof FOLLOWABLE_TYPES)[number];

/** Follows of users, artists (the library's artists) and playlists (the library's playlists). */
export const follows = sqliteTable(
  'follows',
  {
    follower_id: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followable_type: text('followable_type', { enum: FOLLOWABLE_TYPES }).notNull(),
    followable_id: integer('followable_id').notNull(),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [
    primaryKey({ columns: [t.follower_id, t.followable_type, t.followable_id] }),
    index('follows_follower_recent_idx').on(t.follower_id, t.followable_type, t.created_at),
    index('follows_target_idx').on(t.followable_type, t.followable_id, t.created_at),
  ],
);

export const REPOSTABLE_TYPES = ['track', 'album'] as const;
export type RepostableType = (typeof REPOSTABLE_TYPES)[number];

export const reposts = sqliteTable(
  'reposts',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repostable_type: text('repostable_type', { enum: REPOSTABLE_TYPES }).notNull(),
    repostable_id: integer('repostable_id').notNull(),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.repostable_type, t.repostable_id] }),
    index('reposts_user_recent_idx').on(t.user_id, t.created_at),
    // Deleting a track or album: its reposts (music/deletion/deletion-batch.ts).
    index('reposts_target_idx').on(t.repostable_type, t.repostable_id),
  ],
);

export const COMMENTABLE_TYPES = ['track', 'album'] as const;
export type CommentableType = (typeof COMMENTABLE_TYPES)[number];

/** Threaded comments; `position` (seconds) pins a comment to a moment in a track. */
export const comments = sqliteTable(
  'comments',
  {
    id: id(),
    commentable_type: text('commentable_type', { enum: COMMENTABLE_TYPES }).notNull(),
    commentable_id: integer('commentable_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id'),
    content: text('content').notNull(),
    position: integer('position'),
    replies_count: integer('replies_count').notNull().default(0),
    /** Hidden by a moderator (issue 15): out of every listener's list and count, and restorable. */
    deleted_at: text('deleted_at'),
    ...timestamps,
  },
  (t) => [
    // The admin comments list (issue 15): newest first, and the hidden ones.
    index('comments_created_at_idx').on(t.created_at),
    index('comments_deleted_idx').on(t.deleted_at).where(sql`${t.deleted_at} IS NOT NULL`),
    index('comments_target_idx').on(t.commentable_type, t.commentable_id, t.parent_id, t.created_at),
    index('comments_parent_idx').on(t.parent_id, t.created_at),
    // A user's own comments, for their data export (worker/gdpr/).
    index('comments_user_idx').on(t.user_id, t.created_at),
  ],
);

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;

/** What a track was played from, when the player knows (issue 26's "Jump back in" on the personal home). */
export const PLAY_CONTEXT_TYPES = ['album', 'playlist', 'artist'] as const;
export type PlayContextType = (typeof PLAY_CONTEXT_TYPES)[number];

/** One row per listen (issue 4); `user_id` is null for guests. */
export const plays = sqliteTable(
  'plays',
  {
    id: id(),
    track_id: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    country: text('country'),
    /** request.cf.city (issue 16's insights). */
    city: text('city'),
    /** A guest's daily-salted hash of address and agent (unique listeners); null for users. */
    visitor: text('visitor'),
    device_type: text('device_type', { enum: DEVICE_TYPES }),
    platform: text('platform'),
    browser: text('browser'),
    /** The album, playlist or artist the track was played from; null when played on its own, from search, radio, ... */
    context_type: text('context_type', { enum: PLAY_CONTEXT_TYPES }),
    context_id: integer('context_id'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('plays_time_idx').on(t.created_at), index('plays_track_time_idx').on(t.track_id, t.created_at), index('plays_user_time_idx').on(t.user_id, t.created_at),
    // Smart playlists' myPlays and lastPlayed (issue 30): one user's plays grouped by track, their count and latest time from the index alone.
    index('plays_user_track_idx').on(t.user_id, t.track_id, t.created_at),
    // Deleting an artist clears the context of plays made from its page (worker/music/deletion/deletion-batch.ts); only those are indexed.
    index('plays_artist_context_idx').on(t.context_id).where(sql`${t.context_type} = 'artist'`),
  ],
);

export type PlaylistRow = typeof playlists.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
