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

/** GET backstage/tracks: the user's own tracks, for the backstage home (issue 26). */
export const OwnTrack = NamedRef;
export type OwnTrack = z.infer<typeof OwnTrack>;

/** GET backstage/artists: the artists the user owns or manages (their edit and insights pages). */
export const ManagedArtist = z.object({ id: z.int(), name: z.string(), image: z.string().nullable(), verified: z.boolean() });
export type ManagedArtist = z.infer<typeof ManagedArtist>;
