import { z } from 'zod';
import type { AlbumType } from '../../db/music-catalog';
import type { TrackPayload } from '../../worker/music/music-types';
import type { BackstageAlbum, BackstageAlbumInput } from './backstage-api-types';
import { BACKSTAGE_DESCRIPTION_MAX, BACKSTAGE_NAME_MAX } from './backstage-limits';
import { joinNames, splitNames } from './name-list';

/** db/music-catalog.ts ALBUM_TYPES (the client may import only types from db/). */
export const ALBUM_TYPE_OPTIONS = [
  { value: 'album', label: 'Album' },
  { value: 'ep', label: 'EP' },
  { value: 'single', label: 'Single' },
] as const satisfies readonly { value: AlbumType; label: string }[];

/** docs/api/uploads.md, BackstageAlbumInput, as form text; the messages are the server's. */
export const albumFormSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(BACKSTAGE_NAME_MAX, `The name must not be greater than ${BACKSTAGE_NAME_MAX} characters.`),
  type: z.enum(['album', 'ep', 'single']),
  release_date: z.union([z.literal(''), z.iso.date('The release date must be a date (YYYY-MM-DD).')]),
  artists: z.string(),
  genres: z.string(),
  tags: z.string(),
  description: z.string().max(BACKSTAGE_DESCRIPTION_MAX, `The description must not be greater than ${BACKSTAGE_DESCRIPTION_MAX} characters.`),
  image_entry_id: z.number().nullable().optional(),
  /** The album's tracks in order (edited by the track list, not an input). */
  tracks: z.array(z.custom<TrackPayload>()),
});

export type AlbumFormValues = z.infer<typeof albumFormSchema>;

export function albumFormFrom(album?: BackstageAlbum): AlbumFormValues {
  return {
    name: album?.name ?? '',
    type: album?.type ?? 'album',
    release_date: album?.release_date ?? '',
    artists: joinNames(album?.artists ?? []),
    genres: joinNames(album?.genres ?? []),
    tags: joinNames(album?.tags ?? []),
    description: album?.description ?? '',
    image_entry_id: undefined,
    tracks: album?.tracks ?? [],
  };
}

export function toAlbumInput(values: AlbumFormValues): BackstageAlbumInput {
  return {
    name: values.name,
    type: values.type,
    release_date: values.release_date || null,
    artists: splitNames(values.artists),
    genres: splitNames(values.genres),
    tags: splitNames(values.tags),
    description: values.description,
    track_ids: values.tracks.map((track) => track.id),
    ...(values.image_entry_id !== undefined && { image_entry_id: values.image_entry_id }),
  };
}
