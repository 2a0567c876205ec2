import { z } from 'zod';
import { ALBUM_TYPES } from '../../db/music-catalog';
import {
  ALBUM_TRACKS_MAX,
  BACKSTAGE_ARTISTS_MAX,
  BACKSTAGE_DESCRIPTION_MAX,
  BACKSTAGE_GENRES_MAX,
  BACKSTAGE_LYRICS_MAX,
  BACKSTAGE_NAME_MAX,
  BACKSTAGE_TAGS_MAX,
  TRACK_DURATION_MAX,
  WAVEFORM_MAX_PEAKS,
} from './backstage-constants';

export const backstageParam = z.object({ id: z.coerce.number().int().positive() });

const NAME_REQUIRED = 'The name field is required.';
const name = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(BACKSTAGE_NAME_MAX, `The name must not be greater than ${BACKSTAGE_NAME_MAX} characters.`);

/** Names as typed; blanks dropped, so an emptied list field means "none". */
const nameList = (field: string, max: number) =>
  z
    .array(z.string({ error: `Each ${field} must be a name.` }).trim().max(100, `Each ${field} must not be greater than 100 characters.`), {
      error: `The ${field}s field must be a list of names.`,
    })
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(z.string()).max(max, `At most ${max} ${field}s.`));

/** An emptied text is stored as null. */
const optionalText = (field: string, max: number, trim = true) =>
  z
    .string({ error: `The ${field} must be a string.` })
    .max(max, `The ${field} must not be greater than ${max} characters.`)
    .transform((v) => (trim ? v.trim() : v.trim() ? v : '') || null)
    .nullable();

const entryId = (field: string) => z.number({ error: `The ${field} must be a file id.` }).int(`The ${field} must be a file id.`).positive(`The ${field} must be a file id.`);

/** docs/api/uploads.md, BackstageTrackInput. */
export const trackInputBody = z.object({
  name,
  file_entry_id: entryId('file_entry_id').optional(),
  artists: nameList('artist', BACKSTAGE_ARTISTS_MAX).optional(),
  album_id: z.number({ error: 'The album_id must be an album id.' }).int().positive().nullable().optional(),
  number: z.number({ error: 'The number must be a whole number.' }).int('The number must be a whole number.').min(1, 'The number must be at least 1.').max(9999).nullable().optional(),
  genres: nameList('genre', BACKSTAGE_GENRES_MAX).optional(),
  tags: nameList('tag', BACKSTAGE_TAGS_MAX).optional(),
  description: optionalText('description', BACKSTAGE_DESCRIPTION_MAX).optional(),
  // Lyrics keep their inner layout; only blank lyrics become null.
  lyrics: optionalText('lyrics', BACKSTAGE_LYRICS_MAX, false).optional(),
  image_entry_id: entryId('image_entry_id').nullable().optional(),
  // Issue 15: audio from an external source instead of an uploaded file, the explicit flag, the track's own release date.
  external_url: z
    .url({ protocol: /^https$/, error: 'The external URL must be an https URL.' })
    .max(2000, 'The external URL must not be greater than 2000 characters.')
    .nullable()
    .optional(),
  explicit: z.boolean({ error: 'The explicit field must be true or false.' }).optional(),
  release_date: z.iso.date({ error: 'The release date must be a date (YYYY-MM-DD).' }).nullable().optional(),
  duration: z.number({ error: 'The duration must be milliseconds.' }).int('The duration must be milliseconds.').min(0).max(TRACK_DURATION_MAX).optional(),
  waveform: z
    .array(z.number({ error: 'Each peak must be a number from 0 to 1.' }).min(0, 'Each peak must be a number from 0 to 1.').max(1, 'Each peak must be a number from 0 to 1.'), {
      error: 'The waveform must be a list of numbers.',
    })
    .max(WAVEFORM_MAX_PEAKS, `The waveform holds at most ${WAVEFORM_MAX_PEAKS} peaks.`)
    .nullable()
    .optional(),
});
export type TrackInput = z.infer<typeof trackInputBody>;

/** PUT backstage/tracks/{id}: any of the fields. */
export const trackUpdateBody = trackInputBody.partial();

const trackIds = z
  .array(z.number({ error: 'Each id must be a track id.' }).int('Each id must be a track id.').positive('Each id must be a track id.'), {
    error: 'The track_ids field must be a list of track ids.',
  })
  .max(ALBUM_TRACKS_MAX, `An album holds at most ${ALBUM_TRACKS_MAX} tracks.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each track may appear only once.');

/** BackstageAlbumInput: the album, and its tracks in order. */
export const albumInputBody = z.object({
  name,
  type: z.enum(ALBUM_TYPES, { error: `The type must be one of ${ALBUM_TYPES.join(', ')}.` }).optional(),
  release_date: z.iso.date({ error: 'The release date must be a date (YYYY-MM-DD).' }).nullable().optional(),
  artists: nameList('artist', BACKSTAGE_ARTISTS_MAX).optional(),
  genres: nameList('genre', BACKSTAGE_GENRES_MAX).optional(),
  tags: nameList('tag', BACKSTAGE_TAGS_MAX).optional(),
  description: optionalText('description', BACKSTAGE_DESCRIPTION_MAX).optional(),
  image_entry_id: entryId('image_entry_id').nullable().optional(),
  track_ids: trackIds.optional(),
});
export type AlbumInput = z.infer<typeof albumInputBody>;

export const albumUpdateBody = albumInputBody.partial();
