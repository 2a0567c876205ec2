// Rows of the moderation lists (docs/api/catalog-moderation.md).

export type AdminGenre = {
  id: number;
  name: string;
  display_name: string;
  image: string | null;
  popularity: number;
  artists_count: number;
  tracks_count: number;
  created_at: string;
  updated_at: string;
};

type Person = { id: number; name: string; image: string | null };

export type AdminPlaylist = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  public: boolean;
  collaborative: boolean;
  featured: boolean;
  tracks_count: number;
  followers_count: number;
  plays: number;
  owner: Person | null;
  created_at: string;
  updated_at: string;
};

export type AdminLyrics = {
  id: number;
  track_id: number;
  synced: boolean;
  text: string;
  created_at: string;
  updated_at: string;
  track: { id: number; name: string; duration: number; image: string | null; artists: string[] } | null;
};

export type AdminComment = {
  id: number;
  content: string;
  /** Seconds into the track, or null. */
  position: number | null;
  parent_id: number | null;
  replies_count: number;
  commentable_type: 'track' | 'album';
  commentable_id: number;
  commentable: { type: 'track' | 'album'; id: number; name: string; image: string | null } | null;
  user: Person | null;
  deleted_at: string | null;
  created_at: string;
};
