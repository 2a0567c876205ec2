import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, isoNow, timestamps } from './columns';
import { users } from './users';

// The music catalog (issue 4; SPEC section 3 leaves the fields to us). Counters
// (plays, likes_count, ...) are denormalized so that list pages sort and show
// them without aggregate queries; the routes that change them update them in
// the same batch. Durations are milliseconds.

export type ArtistLink = { url: string; title: string };

export const artists = sqliteTable(
  'artists',
  {
    id: id(),
    name: text('name').notNull(),
    image: text('image'),
    description: text('description'),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    links: text('links', { mode: 'json' }).$type<ArtistLink[]>().notNull().default([]),
    /** Extra images for the artist's profile page (issue 15): image keys or URLs, in order. */
    profile_images: text('profile_images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** The backstage account that manages this artist (issue 5), if any. */
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    plays: integer('plays').notNull().default(0),
    followers_count: integer('followers_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('artists_plays_idx').on(t.plays),
    index('artists_owner_idx').on(t.owner_id),
    // Backstage finds credited artists by name in any case (worker/backstage/catalog-names.ts).
    index('artists_name_lower_idx').on(sql`lower(${t.name})`),
    // The admin artists list (issue 15): newest first, and image keys still in use when media is deleted.
    index('artists_created_at_idx').on(t.created_at),
    index('artists_image_idx').on(t.image).where(sql`${t.image} IS NOT NULL`),
    // The admin artists list's followers sort, and its verified filter (counted on this small index, not the table).
    index('artists_followers_idx').on(t.followers_count),
    index('artists_verified_idx').on(t.verified),
  ],
);

/** The users who manage an artist in backstage (issue 15); the first is also `artists.owner_id`. */
export const artistManagers = sqliteTable(
  'artist_managers',
  {
    artist_id: integer('artist_id').notNull().references(() => artists.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.artist_id, t.user_id] }), index('artist_managers_user_idx').on(t.user_id, t.artist_id)],
);

export const ALBUM_TYPES = ['album', 'ep', 'single'] as const;

/** tags: ReplayGain tags of the file; measured: decoded and metered here; unsupported: a format we cannot decode here (docs/audio.md). */
/** `browser`: measured in the uploader's browser and checked for range (docs/decisions/028). */
export const LOUDNESS_SOURCES = ['tags', 'measured', 'browser', 'unsupported'] as const;
export type AlbumType = (typeof ALBUM_TYPES)[number];

export const albums = sqliteTable(
  'albums',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type', { enum: ALBUM_TYPES }).notNull().default('album'),
    /** ISO date (YYYY-MM-DD). */
    release_date: text('release_date'),
    image: text('image'),
    description: text('description'),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    plays: integer('plays').notNull().default(0),
    likes_count: integer('likes_count').notNull().default(0),
    reposts_count: integer('reposts_count').notNull().default(0),
    comments_count: integer('comments_count').notNull().default(0),
    /** Album loudness (worker/audio/): from its tracks', or its ReplayGain album tags; null until measured. */
    loudness_lufs: real('loudness_lufs'),
    true_peak_dbtp: real('true_peak_dbtp'),
    ...timestamps,
  },
  (t) => [
    index('albums_release_date_idx').on(t.release_date),
    index('albums_plays_idx').on(t.plays),
    // Backstage lists a user's own albums for the track form's album picker.
    index('albums_owner_idx').on(t.owner_id, t.name),
    // The admin albums list (issue 15): by name and newest; image keys still in use when media is deleted.
    index('albums_name_idx').on(t.name),
    // Smart playlists (issue 30): an album rule's `is`, case-insensitive.
    index('albums_name_lower_idx').on(sql`lower(${t.name})`),
    index('albums_created_at_idx').on(t.created_at),
    index('albums_image_idx').on(t.image).where(sql`${t.image} IS NOT NULL`),
  ],
);

export const tracks = sqliteTable(
  'tracks',
  {
    id: id(),
    name: text('name').notNull(),
    /** Position on the album, from 1. */
    number: integer('number'),
    duration: integer('duration').notNull().default(0),
    album_id: integer('album_id').references(() => albums.id, { onDelete: 'set null' }),
    /** Falls back to the album's image when null. */
    image: text('image'),
    description: text('description'),
    /** R2 key of the audio object in MEDIA (never user input unescaped). */
    audio_key: text('audio_key'),
    audio_mime: text('audio_mime'),
    audio_size: integer('audio_size'),
    /** Peaks in 0..1, for the waveform seek bar. */
    waveform: text('waveform', { mode: 'json' }).$type<number[]>(),
    /** Streamed through our stream route when the track has no audio object (issue 15; https only). */
    external_url: text('external_url'),
    explicit: integer('explicit', { mode: 'boolean' }).notNull().default(false),
    /** ISO date (YYYY-MM-DD); the album's when null. */
    release_date: text('release_date'),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    plays: integer('plays').notNull().default(0),
    likes_count: integer('likes_count').notNull().default(0),
    reposts_count: integer('reposts_count').notNull().default(0),
    comments_count: integer('comments_count').notNull().default(0),
    /** Integrated loudness (EBU R128) and true peak, measured once per audio (worker/audio/); null until then. */
    loudness_lufs: real('loudness_lufs'),
    true_peak_dbtp: real('true_peak_dbtp'),
    /** Where the loudness came from, or why there is none: LOUDNESS_SOURCES; null while it is still to be measured. */
    loudness_source: text('loudness_source', { enum: LOUDNESS_SOURCES }),
    ...timestamps,
  },
  (t) => [
    index('tracks_album_number_idx').on(t.album_id, t.number),
    // The loudness backfill walks the tracks with audio still to measure.
    index('tracks_loudness_pending_idx').on(t.id).where(sql`${t.loudness_source} IS NULL AND ${t.audio_key} IS NOT NULL`),
    index('tracks_plays_idx').on(t.plays),
    index('tracks_created_at_idx').on(t.created_at),
    // Deleting an upload checks whether a published track still streams it.
    index('tracks_audio_key_idx').on(t.audio_key),
    // The admin tracks list (issue 15): each sort and the owner filter; image keys still in use when media is deleted.
    index('tracks_name_idx').on(t.name),
    // Smart playlists (issue 30): a title rule's `is` and the title sort (case-insensitive), and duration rules.
    index('tracks_name_lower_idx').on(sql`lower(${t.name})`),
    index('tracks_duration_idx').on(t.duration),
    index('tracks_release_date_idx').on(t.release_date),
    index('tracks_owner_idx').on(t.owner_id, t.created_at),
    index('tracks_image_idx').on(t.image).where(sql`${t.image} IS NOT NULL`),
  ],
);

/**
 * Credited artists, in billing order. The `_order_idx` indexes read an item's
 * artists already in that order, without a sort or a trip to the row: every
 * track and album list renders them (music/select/json-list.ts).
 */
export const albumArtists = sqliteTable(
  'album_artists',
  {
    album_id: integer('album_id').notNull().references(() => albums.id, { onDelete: 'cascade' }),
    artist_id: integer('artist_id').notNull().references(() => artists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.album_id, t.artist_id] }),
    index('album_artists_artist_idx').on(t.artist_id, t.album_id),
    index('album_artists_order_idx').on(t.album_id, t.position, t.artist_id),
  ],
);

export const trackArtists = sqliteTable(
  'track_artists',
  {
    track_id: integer('track_id').notNull().references(() => tracks.id, { onDelete: 'cascade' }),
    artist_id: integer('artist_id').notNull().references(() => artists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.track_id, t.artist_id] }),
    index('track_artists_artist_idx').on(t.artist_id, t.track_id),
    index('track_artists_order_idx').on(t.track_id, t.position, t.artist_id),
  ],
);

export const genres = sqliteTable(
  'genres',
  {
    id: id(),
    /** Lower-case slug used in URLs and channel sources. */
    name: text('name').notNull().unique(),
    display_name: text('display_name').notNull(),
    image: text('image'),
    /** Set by administrators (issue 15): "top genres" channels list the highest first. */
    popularity: integer('popularity').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('genres_popularity_idx').on(t.popularity), index('genres_created_at_idx').on(t.created_at)],
);

export const tags = sqliteTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull().unique(),
    display_name: text('display_name').notNull(),
    ...timestamps,
  },
  (t) => [index('tags_created_at_idx').on(t.created_at)],
);

export const artistGenres = sqliteTable(
  'artist_genres',
  {
    artist_id: integer('artist_id').notNull().references(() => artists.id, { onDelete: 'cascade' }),
    genre_id: integer('genre_id').notNull().references(() => genres.id, { onDelete: 'cascade' }),
    /**
     * A copy of artists.plays, kept by triggers (migration 0028): a genre's
     * artists, most played first, walk artist_genres_genre_plays_idx and stop
     * at the page's end, instead of reading every artist of the genre and
     * sorting them (similar artists, genre pages; decision 022).
     */
    artist_plays: integer('artist_plays').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.artist_id, t.genre_id] }),
    index('artist_genres_genre_idx').on(t.genre_id, t.artist_id),
    index('artist_genres_genre_plays_idx').on(t.genre_id, t.artist_plays, t.artist_id),
  ],
);

export const trackGenres = sqliteTable(
  'track_genres',
  {
    track_id: integer('track_id').notNull().references(() => tracks.id, { onDelete: 'cascade' }),
    genre_id: integer('genre_id').notNull().references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.track_id, t.genre_id] }), index('track_genres_genre_idx').on(t.genre_id, t.track_id)],
);

export const trackTags = sqliteTable(
  'track_tags',
  {
    track_id: integer('track_id').notNull().references(() => tracks.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.track_id, t.tag_id] }), index('track_tags_tag_idx').on(t.tag_id, t.track_id)],
);

export const albumTags = sqliteTable(
  'album_tags',
  {
    album_id: integer('album_id').notNull().references(() => albums.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.album_id, t.tag_id] }), index('album_tags_tag_idx').on(t.tag_id, t.album_id)],
);

/** Plain text, or LRC ("[mm:ss.xx] line") when `synced`. */
export const lyrics = sqliteTable(
  'lyrics',
  {
    id: id(),
    track_id: integer('track_id')
      .notNull()
      .unique()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    synced: integer('synced', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
  },
  // The admin lyrics list (issue 15), recently edited first.
  (t) => [index('lyrics_updated_at_idx').on(t.updated_at)],
);

export const CHANNEL_LAYOUTS = ['grid', 'carousel', 'list', 'table'] as const;
export type ChannelLayout = (typeof CHANNEL_LAYOUTS)[number];
export const CHANNEL_CONTENT_TYPES = ['track', 'album', 'artist', 'playlist', 'user', 'genre', 'channel'] as const;
export type ChannelContentType = (typeof CHANNEL_CONTENT_TYPES)[number];
/**
 * Where a channel's items come from: `manual` lists channel_items; the others
 * are computed (popular_* by plays, new_releases by release date, genre_*
 * from the genre named in `source_genre`).
 */
export const CHANNEL_SOURCES = [
  'manual',
  'popular_tracks',
  'new_releases',
  'popular_albums',
  'popular_artists',
  'genres',
  'genre_tracks',
  'genre_albums',
  'genre_artists',
  'featured_playlists',
] as const;
export type ChannelSource = (typeof CHANNEL_SOURCES)[number];
/**
 * The order of a channel's items (issue 15): `default` is the source's own
 * (a manual channel's positions, popular_* by plays, new releases by date);
 * the others re-sort what the source yields.
 */
export const CHANNEL_SORTS = ['default', 'popular', 'recent', 'name'] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];
/** `genre`: the channel's page takes a genre ({slugOrId}/{restriction}) that narrows its automatic content. */
export const CHANNEL_RESTRICTIONS = ['genre'] as const;

export const channels = sqliteTable(
  'channels',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    layout: text('layout', { enum: CHANNEL_LAYOUTS }).notNull().default('grid'),
    content_type: text('content_type', { enum: CHANNEL_CONTENT_TYPES }).notNull(),
    source: text('source', { enum: CHANNEL_SOURCES }).notNull().default('manual'),
    source_genre: text('source_genre'),
    /** Items shown; a nested channel shows this many in its parent. */
    item_limit: integer('item_limit').notNull().default(20),
    hide_title: integer('hide_title', { mode: 'boolean' }).notNull().default(false),
    /** Exactly one channel is the home page (a partial unique index enforces it). */
    is_home: integer('is_home', { mode: 'boolean' }).notNull().default(false),
    // Issue 15, the channels editor.
    sort_order: text('sort_order', { enum: CHANNEL_SORTS }).notNull().default('default'),
    restriction: text('restriction', { enum: CHANNEL_RESTRICTIONS }),
    /** Hidden channels answer 404 to listeners (the admin preview still loads them). */
    public: integer('public', { mode: 'boolean' }).notNull().default(true),
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('channels_one_home_idx').on(t.is_home).where(sql`${t.is_home} = 1`),
    index('channels_name_lower_idx').on(sql`lower(${t.name})`),
    index('channels_updated_at_idx').on(t.updated_at),
  ],
);

/** Manual channel content, in order; item_type follows the channel's content_type. */
export const channelItems = sqliteTable(
  'channel_items',
  {
    channel_id: integer('channel_id').notNull().references(() => channels.id, { onDelete: 'cascade' }),
    item_type: text('item_type', { enum: CHANNEL_CONTENT_TYPES }).notNull(),
    item_id: integer('item_id').notNull(),
    position: real('position').notNull().default(0),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [
    primaryKey({ columns: [t.channel_id, t.item_type, t.item_id] }),
    index('channel_items_order_idx').on(t.channel_id, t.position),
    // Deleting a catalog item: the channels it was placed in (music/deletion/deletion-batch.ts).
    index('channel_items_item_idx').on(t.item_type, t.item_id),
  ],
);
