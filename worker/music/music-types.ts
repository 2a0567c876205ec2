// The JSON shapes of the music API (docs/api/music.md). The client imports
// these as types only, so the two sides cannot drift.
import type { AlbumType, ArtistLink, ChannelContentType, ChannelLayout } from '../../db/music-catalog';

export type NamedRef = { id: number; name: string };
export type ImageRef = NamedRef & { image: string | null };

export type GenrePayload = { id: number; name: string; display_name: string; image: string | null };
export type TagPayload = { id: number; name: string; display_name: string };

export type TrackPayload = {
  model_type: 'track';
  id: number;
  name: string;
  number: number | null;
  /** Milliseconds. */
  duration: number;
  /** The track's own image, else its album's. */
  image: string | null;
  album: ImageRef | null;
  artists: NamedRef[];
  plays: number;
  likes_count: number;
  reposts_count: number;
  comments_count: number;
  created_at: string;
  /** Where the player streams it from; null when the track has no audio. */
  src: string | null;
};

/** The track page adds these. */
export type TrackDetailPayload = TrackPayload & {
  description: string | null;
  genres: GenrePayload[];
  tags: TagPayload[];
  has_lyrics: boolean;
  waveform: number[] | null;
  release_date: string | null;
  /** The user who published it: they (and admins) may edit it in backstage. */
  owner_id: number | null;
};

export type AlbumPayload = {
  model_type: 'album';
  id: number;
  name: string;
  type: AlbumType;
  release_date: string | null;
  image: string | null;
  artists: NamedRef[];
  plays: number;
  likes_count: number;
  reposts_count: number;
  comments_count: number;
  tracks_count: number;
  /** Milliseconds, all tracks. */
  duration: number;
};

export type ArtistPayload = {
  model_type: 'artist';
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
  plays: number;
  followers_count: number;
};

export type ArtistDetailPayload = ArtistPayload & {
  description: string | null;
  links: ArtistLink[];
  /** Extra images for the profile page, in order (image URLs). */
  profile_images: string[];
  genres: GenrePayload[];
};

export type UserSummary = { model_type: 'user'; id: number; name: string; image: string | null; followers_count: number };

export type PlaylistPayload = {
  model_type: 'playlist';
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  public: boolean;
  collaborative: boolean;
  owner: { id: number; name: string; image: string | null };
  tracks_count: number;
  /** Milliseconds. */
  duration: number;
  followers_count: number;
  created_at: string;
  updated_at: string;
};

export type GenreItem = GenrePayload & { model_type: 'genre' };

export type ChannelPayload = {
  model_type: 'channel';
  id: number;
  slug: string;
  name: string;
  description: string | null;
  layout: ChannelLayout;
  content_type: ChannelContentType;
  hide_title: boolean;
  is_home: boolean;
  /** For content_type 'channel', nested channels (each with its own items). */
  items: ChannelItem[];
};

export type ChannelItem = TrackPayload | AlbumPayload | ArtistPayload | PlaylistPayload | UserSummary | GenreItem | ChannelPayload;

export type CommentPayload = {
  id: number;
  content: string;
  /** Seconds into the track, when pinned to a moment. */
  position: number | null;
  parent_id: number | null;
  replies_count: number;
  user: { id: number; name: string; image: string | null };
  created_at: string;
};

export type LyricsLine = { /** Seconds; null in plain lyrics. */ time: number | null; text: string };
export type LyricsPayload = { track_id: number; synced: boolean; text: string; lines: LyricsLine[] };

export type SearchTab = 'tracks' | 'artists' | 'albums' | 'playlists' | 'users' | 'tags';
export const SEARCH_TABS: SearchTab[] = ['tracks', 'artists', 'albums', 'playlists', 'users', 'tags'];

export type SearchResults = {
  query: string;
  tracks: TrackPayload[];
  artists: ArtistPayload[];
  albums: AlbumPayload[];
  playlists: PlaylistPayload[];
  users: UserSummary[];
  tags: TagPayload[];
};

export type RadioSeedType = 'artist' | 'track' | 'genre';
export type RadioPayload = { seed: { type: RadioSeedType; id: number; name: string; image: string | null }; tracks: TrackPayload[] };

/** What the signed-in user has liked/followed/reposted, to paint buttons without a query per row. */
export type LibraryIds = { tracks: number[]; albums: number[]; artists: number[]; playlists: number[]; users: number[]; reposts: { track: number[]; album: number[] } };

/** One listen in `me/library/history`. */
export type HistoryItem = TrackPayload & { played_at: string };

/** The catalog's page payloads (docs/api/music.md, Catalog). */
export type ArtistPagePayload = { artist: ArtistDetailPayload; top_tracks: TrackPayload[]; albums: AlbumPayload[]; similar: ArtistPayload[] };
export type AlbumPagePayload = {
  /** owner_id: the user who published it; they (and admins) may edit it in backstage. */
  album: AlbumPayload & { description: string | null; genres: GenrePayload[]; tags: TagPayload[]; owner_id: number | null };
  tracks: TrackPayload[];
};
export type GenrePagePayload = { genre: GenrePayload; artists: ArtistPayload[]; tracks: TrackPayload[] };
export type TagPagePayload = { tag: TagPayload; tracks: TrackPayload[]; albums: AlbumPayload[] };
export type UserProfilePayload = UserSummary & { following_count: number; created_at: string };
