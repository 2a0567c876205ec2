// docs/api/catalog-admin.md: the rows of GET tracks, albums and artists (admin.access).

export type Named = { id: number; name: string };
export type GenreRef = Named & { display_name: string };

export type TrackRow = {
  id: number;
  name: string;
  image: string | null;
  artists: Named[];
  album: (Named & { image: string | null }) | null;
  genres: GenreRef[];
  plays: number;
  /** Milliseconds. */
  duration: number;
  explicit: boolean;
  owner: Named | null;
  release_date: string | null;
  created_at: string;
};

export type AlbumRow = {
  id: number;
  name: string;
  type: 'album' | 'ep' | 'single';
  image: string | null;
  artists: Named[];
  plays: number;
  tracks_count: number;
  owner: Named | null;
  release_date: string | null;
  created_at: string;
};

export type ArtistRow = {
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
  plays: number;
  followers_count: number;
  genres: GenreRef[];
  managers: Named[];
  created_at: string;
};

/** GET admin/artists/{id}: the row plus what the form edits. */
export type AdminArtist = ArtistRow & { bio: string | null; links: { url: string; title: string }[]; profile_images: string[] };
