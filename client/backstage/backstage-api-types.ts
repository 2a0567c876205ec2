// docs/api/uploads.md, Backstage publishing: the request bodies, as the worker's
// zod schemas accept them, and the answers.
import type { AlbumInput, TrackInput } from '../../worker/backstage/backstage-schemas';
import type { AlbumPagePayload, TrackDetailPayload } from '../../worker/music/music-types';

export type { BackstageAlbum, BackstageTrack } from '../../worker/backstage/backstage-types';
export type BackstageTrackInput = TrackInput;
export type BackstageAlbumInput = AlbumInput;
export type TrackResponse = { track: TrackDetailPayload };
export type AlbumResponse = AlbumPagePayload;
