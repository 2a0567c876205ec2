// The backstage editors' payloads (docs/api/uploads.md, Backstage publishing):
// the catalog's own payloads plus what only the owner sees.
import { z } from 'zod';
import { AlbumDetailPayload, NamedRef, TrackDetailPayload, TrackPayload } from '../music/music-types';

export const BackstageTrack = TrackDetailPayload.extend({
  album_id: z.int().nullable(),
  lyrics: z.string().nullable(),
  audio: z.object({ mime: z.string().nullable(), size: z.int().nullable() }).nullable(),
  external_url: z.string().nullable(),
  explicit: z.boolean(),
}).meta({ id: 'BackstageTrack' });
export type BackstageTrack = z.infer<typeof BackstageTrack>;

export const BackstageAlbum = AlbumDetailPayload.extend({ tracks: z.array(TrackPayload) }).meta({ id: 'BackstageAlbum' });
export type BackstageAlbum = z.infer<typeof BackstageAlbum>;

/** GET backstage/albums: the albums a track of the user's may join. */
export const OwnAlbum = NamedRef;
export type OwnAlbum = z.infer<typeof OwnAlbum>;
