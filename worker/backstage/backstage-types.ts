// The backstage editors' payloads (docs/api/uploads.md, Backstage publishing):
// the catalog's own payloads plus what only the owner sees.
import type { AlbumPagePayload, TrackDetailPayload, TrackPayload } from '../music/music-types';

export type BackstageTrack = TrackDetailPayload & {
  album_id: number | null;
  lyrics: string | null;
  audio: { mime: string | null; size: number | null } | null;
  external_url: string | null;
  explicit: boolean;
};

export type BackstageAlbum = AlbumPagePayload['album'] & { tracks: TrackPayload[] };

/** GET backstage/albums: the albums a track of the user's may join. */
export type OwnAlbum = { id: number; name: string };
