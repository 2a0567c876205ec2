// The JSON shapes of the music API (docs/api/music.md), as zod schemas the
// OpenAPI document publishes (worker/http/responds.ts) and types derived from
// them. The client imports the types only, so the two sides cannot drift.
import { z } from 'zod';
import { ALBUM_TYPES, CHANNEL_CONTENT_TYPES, CHANNEL_LAYOUTS } from '../../db/music-catalog';
import { timestamp } from '../http/response-fields';

export const NamedRef = z.object({ id: z.int(), name: z.string() }).meta({ id: 'NamedRef' });
export type NamedRef = z.infer<typeof NamedRef>;
export const ImageRef = NamedRef.extend({ image: z.string().nullable() }).meta({ id: 'ImageRef' });
export type ImageRef = z.infer<typeof ImageRef>;

export const GenrePayload = z.object({ id: z.int(), name: z.string(), display_name: z.string(), image: z.string().nullable() }).meta({ id: 'Genre' });
export type GenrePayload = z.infer<typeof GenrePayload>;
export const TagPayload = z.object({ id: z.int(), name: z.string(), display_name: z.string() }).meta({ id: 'Tag' });
export type TagPayload = z.infer<typeof TagPayload>;

/**
 * Integrated loudness (EBU R128, in LUFS) and true peak (dBTP) of a track or
 * album, for the player's normalization (docs/audio.md); null until measured.
 */
export const LoudnessPayload = z.object({ integrated_lufs: z.number(), true_peak_dbtp: z.number() }).meta({ id: 'Loudness' });
export type LoudnessPayload = z.infer<typeof LoudnessPayload>;

const trackFields = {
  model_type: z.literal('track'),
  id: z.int(),
  name: z.string(),
  number: z.int().nullable(),
  /** Milliseconds. */
  duration: z.int(),
  /** The track's own image, else its album's. */
  image: z.string().nullable(),
  album: ImageRef.nullable(),
  artists: z.array(NamedRef),
  plays: z.int(),
  likes_count: z.int(),
  reposts_count: z.int(),
  comments_count: z.int(),
  created_at: timestamp,
  /** Where the player streams it from; null when the track has no audio. */
  src: z.string().nullable(),
  loudness: LoudnessPayload.nullable(),
};
export const TrackPayload = z.object(trackFields).meta({ id: 'Track' });
export type TrackPayload = z.infer<typeof TrackPayload>;

/** The track page adds these. */
export const TrackDetailPayload = z
  .object({
    ...trackFields,
    description: z.string().nullable(),
    genres: z.array(GenrePayload),
    tags: z.array(TagPayload),
    has_lyrics: z.boolean(),
    waveform: z.array(z.number()).nullable(),
    release_date: z.string().nullable(),
    /** The user who published it: they (and admins) may edit it in backstage. */
    owner_id: z.int().nullable(),
  })
  .meta({ id: 'TrackDetail' });
export type TrackDetailPayload = z.infer<typeof TrackDetailPayload>;

const albumFields = {
  model_type: z.literal('album'),
  id: z.int(),
  name: z.string(),
  type: z.enum(ALBUM_TYPES),
  release_date: z.string().nullable(),
  image: z.string().nullable(),
  artists: z.array(NamedRef),
  plays: z.int(),
  likes_count: z.int(),
  reposts_count: z.int(),
  comments_count: z.int(),
  tracks_count: z.int(),
  /** Milliseconds, all tracks. */
  duration: z.int(),
  loudness: LoudnessPayload.nullable(),
};
export const AlbumPayload = z.object(albumFields).meta({ id: 'Album' });
export type AlbumPayload = z.infer<typeof AlbumPayload>;

const artistFields = {
  model_type: z.literal('artist'),
  id: z.int(),
  name: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
  plays: z.int(),
  followers_count: z.int(),
};
export const ArtistPayload = z.object(artistFields).meta({ id: 'Artist' });
export type ArtistPayload = z.infer<typeof ArtistPayload>;

export const ArtistLink = z.object({ url: z.string(), title: z.string() });
export const ArtistDetailPayload = z
  .object({
    ...artistFields,
    description: z.string().nullable(),
    links: z.array(ArtistLink),
    /** Extra images for the profile page, in order (image URLs). */
    profile_images: z.array(z.string()),
    genres: z.array(GenrePayload),
  })
  .meta({ id: 'ArtistDetail' });
export type ArtistDetailPayload = z.infer<typeof ArtistDetailPayload>;

const userSummaryFields = { model_type: z.literal('user'), id: z.int(), name: z.string(), image: z.string().nullable(), followers_count: z.int() };
export const UserSummary = z.object(userSummaryFields).meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof UserSummary>;

/** A playlist without an image shows a mosaic of this many covers (SPEC: playlist cards and pages alike). */
export const PLAYLIST_MOSAIC_COVERS = 4;

export const PlaylistPayload = z
  .object({
    model_type: z.literal('playlist'),
    id: z.int(),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    public: z.boolean(),
    collaborative: z.boolean(),
    owner: z.object({ id: z.int(), name: z.string(), image: z.string().nullable() }),
    tracks_count: z.int(),
    /** Milliseconds. */
    duration: z.int(),
    followers_count: z.int(),
    created_at: timestamp,
    updated_at: timestamp,
    /** Without an image: the distinct covers of its first tracks, in order, at most PLAYLIST_MOSAIC_COVERS; empty with one. */
    covers: z.array(z.string()),
    /** A smart playlist's rules (docs/api/smart-playlists.md), canonical; null for a plain playlist. */
    rules: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'Playlist' });
export type PlaylistPayload = z.infer<typeof PlaylistPayload>;

export const GenreItem = GenrePayload.extend({ model_type: z.literal('genre') }).meta({ id: 'GenreItem' });
export type GenreItem = z.infer<typeof GenreItem>;

export type ChannelPayload = {
  model_type: 'channel';
  id: number;
  slug: string;
  name: string;
  description: string | null;
  layout: (typeof CHANNEL_LAYOUTS)[number];
  content_type: (typeof CHANNEL_CONTENT_TYPES)[number];
  hide_title: boolean;
  is_home: boolean;
  /** For content_type 'channel', nested channels (each with its own items). */
  items: ChannelItem[];
};
export type ChannelItem = TrackPayload | AlbumPayload | ArtistPayload | PlaylistPayload | UserSummary | GenreItem | ChannelPayload;

export const ChannelPayload: z.ZodType<ChannelPayload> = z
  .object({
    model_type: z.literal('channel'),
    id: z.int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    layout: z.enum(CHANNEL_LAYOUTS),
    content_type: z.enum(CHANNEL_CONTENT_TYPES),
    hide_title: z.boolean(),
    is_home: z.boolean(),
    get items() {
      return z.array(ChannelItem);
    },
  })
  .meta({ id: 'Channel' });
export const ChannelItem: z.ZodType<ChannelItem> = z
  .union([TrackPayload, AlbumPayload, ArtistPayload, PlaylistPayload, UserSummary, GenreItem, ChannelPayload])
  .meta({ id: 'ChannelItem' });

export const CommentPayload = z
  .object({
    id: z.int(),
    content: z.string(),
    /** Seconds into the track, when pinned to a moment. */
    position: z.number().nullable(),
    parent_id: z.int().nullable(),
    replies_count: z.int(),
    user: z.object({ id: z.int(), name: z.string(), image: z.string().nullable() }),
    created_at: timestamp,
  })
  .meta({ id: 'Comment' });
export type CommentPayload = z.infer<typeof CommentPayload>;

/** Seconds; null in plain lyrics. */
export const LyricsLine = z.object({ time: z.number().nullable(), text: z.string() });
export type LyricsLine = z.infer<typeof LyricsLine>;
export const LyricsPayload = z.object({ track_id: z.int(), synced: z.boolean(), text: z.string(), lines: z.array(LyricsLine) }).meta({ id: 'Lyrics' });
export type LyricsPayload = z.infer<typeof LyricsPayload>;

export type SearchTab = 'tracks' | 'artists' | 'albums' | 'playlists' | 'users' | 'tags';
export const SEARCH_TABS: SearchTab[] = ['tracks', 'artists', 'albums', 'playlists', 'users', 'tags'];

export const SearchResults = z.object({
  query: z.string(),
  tracks: z.array(TrackPayload),
  artists: z.array(ArtistPayload),
  albums: z.array(AlbumPayload),
  playlists: z.array(PlaylistPayload),
  users: z.array(UserSummary),
  tags: z.array(TagPayload),
  /** The closest artist, album or track (docs/search.md, "The top result"); null when none was found. */
  top: z.discriminatedUnion('model_type', [ArtistPayload, AlbumPayload, TrackPayload]).nullable(),
});
export type SearchResults = z.infer<typeof SearchResults>;

export const RADIO_SEED_TYPES = ['artist', 'track', 'genre'] as const;
export type RadioSeedType = (typeof RADIO_SEED_TYPES)[number];
export const RadioPayload = z.object({
  seed: z.object({ type: z.enum(RADIO_SEED_TYPES), id: z.int(), name: z.string(), image: z.string().nullable() }),
  tracks: z.array(TrackPayload),
});
export type RadioPayload = z.infer<typeof RadioPayload>;

/** What the signed-in user has liked/followed/reposted, to paint buttons without a query per row. */
export const LibraryIds = z.object({
  tracks: z.array(z.int()),
  albums: z.array(z.int()),
  artists: z.array(z.int()),
  playlists: z.array(z.int()),
  users: z.array(z.int()),
  reposts: z.object({ track: z.array(z.int()), album: z.array(z.int()) }),
});
export type LibraryIds = z.infer<typeof LibraryIds>;

/** One listen in `me/library/history`. */
export const HistoryItem = z.object({ ...trackFields, played_at: timestamp }).meta({ id: 'HistoryItem' });
export type HistoryItem = z.infer<typeof HistoryItem>;

/** The catalog's page payloads (docs/api/music.md, Catalog). */
export const ArtistPagePayload = z.object({
  artist: ArtistDetailPayload,
  top_tracks: z.array(TrackPayload),
  albums: z.array(AlbumPayload),
  similar: z.array(ArtistPayload),
});
export type ArtistPagePayload = z.infer<typeof ArtistPagePayload>;
export const AlbumDetailPayload = z
  .object({
    ...albumFields,
    description: z.string().nullable(),
    genres: z.array(GenrePayload),
    tags: z.array(TagPayload),
    /** The user who published it; they (and admins) may edit it in backstage. */
    owner_id: z.int().nullable(),
  })
  .meta({ id: 'AlbumDetail' });
export const AlbumPagePayload = z.object({ album: AlbumDetailPayload, tracks: z.array(TrackPayload) });
export type AlbumPagePayload = z.infer<typeof AlbumPagePayload>;
export const GenrePagePayload = z.object({ genre: GenrePayload, artists: z.array(ArtistPayload), tracks: z.array(TrackPayload) });
export type GenrePagePayload = z.infer<typeof GenrePagePayload>;
export const TagPagePayload = z.object({ tag: TagPayload, tracks: z.array(TrackPayload), albums: z.array(AlbumPayload) });
export type TagPagePayload = z.infer<typeof TagPagePayload>;
export const UserProfilePayload = z.object({ ...userSummaryFields, following_count: z.int(), created_at: timestamp }).meta({ id: 'UserProfile' });
export type UserProfilePayload = z.infer<typeof UserProfilePayload>;
