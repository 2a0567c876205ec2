import { z } from 'zod';
import type { FileEntryPayload } from '../uploads/file-entry-payload';
import type { BackstageTrack, BackstageTrackInput } from './backstage-api-types';
import { BACKSTAGE_DESCRIPTION_MAX, BACKSTAGE_LYRICS_MAX, BACKSTAGE_NAME_MAX } from './backstage-limits';
import { joinNames, splitNames } from './name-list';
import { titleFromFileName } from './title-from-file-name';

/** docs/api/uploads.md, BackstageTrackInput, as form text; the messages are the server's, so they translate alike. */
export const trackFormSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(BACKSTAGE_NAME_MAX, `The name must not be greater than ${BACKSTAGE_NAME_MAX} characters.`),
  artists: z.string(),
  genres: z.string(),
  tags: z.string(),
  number: z.string().trim().regex(/^\d*$/, 'The number must be a whole number.'),
  /** An album id, or '' for none. */
  album: z.string(),
  description: z.string().max(BACKSTAGE_DESCRIPTION_MAX, `The description must not be greater than ${BACKSTAGE_DESCRIPTION_MAX} characters.`),
  lyrics: z.string().max(BACKSTAGE_LYRICS_MAX, `The lyrics must not be greater than ${BACKSTAGE_LYRICS_MAX} characters.`),
  /** Audio from an external https source instead of an uploaded file (issue 15); '' for none. */
  external_url: z
    .string()
    .trim()
    .max(2000, 'The external URL must not be greater than 2000 characters.')
    .refine((url) => url === '' || (/^https:\/\/\S+$/i.test(url) && URL.canParse(url)), 'The external URL must be an https URL.'),
  explicit: z.boolean(),
  /** YYYY-MM-DD, or '' for the album's date. */
  release_date: z.string(),
  /** Set by the image field: a new cover's file entry, null to remove the cover, undefined to keep it. */
  image_entry_id: z.number().nullable().optional(),
});

export type TrackFormValues = z.infer<typeof trackFormSchema>;

export const emptyTrackForm: TrackFormValues = {
  name: '',
  artists: '',
  genres: '',
  tags: '',
  number: '',
  album: '',
  description: '',
  lyrics: '',
  external_url: '',
  explicit: false,
  release_date: '',
  image_entry_id: undefined,
};

/** What the upload server parsed from the file (FileEntryPayload.metadata) fills the form in; the file name, title-cased, stands in for a missing title. */
export function trackFormFromEntry(entry: FileEntryPayload, fileName = entry.name): TrackFormValues {
  const meta = entry.metadata ?? {};
  return {
    ...emptyTrackForm,
    name: meta.title?.trim() || titleFromFileName(fileName),
    artists: joinNames(meta.artists ?? []),
    genres: meta.genre ?? '',
    number: meta.track_number ? String(meta.track_number) : '',
  };
}

export function trackFormFromTrack(track: BackstageTrack): TrackFormValues {
  return {
    ...emptyTrackForm,
    name: track.name,
    artists: joinNames(track.artists),
    genres: joinNames(track.genres),
    tags: joinNames(track.tags),
    number: track.number ? String(track.number) : '',
    album: track.album_id ? String(track.album_id) : '',
    description: track.description ?? '',
    lyrics: track.lyrics ?? '',
    external_url: track.external_url ?? '',
    explicit: track.explicit,
    release_date: track.release_date ?? '',
  };
}

/**
 * The request body. The issue-15 fields (external URL, explicit, release date)
 * go only when set, or when they clear what `track` had, so a plain publish
 * sends what it always did.
 */
export function toTrackInput(values: TrackFormValues, track?: Pick<BackstageTrack, 'external_url' | 'explicit' | 'release_date'>): BackstageTrackInput {
  return {
    name: values.name,
    artists: splitNames(values.artists),
    genres: splitNames(values.genres),
    tags: splitNames(values.tags),
    number: values.number ? Number(values.number) : null,
    album_id: values.album ? Number(values.album) : null,
    description: values.description,
    lyrics: values.lyrics,
    ...((values.external_url || track?.external_url) && { external_url: values.external_url || null }),
    ...((values.explicit || track?.explicit) && { explicit: values.explicit }),
    ...((values.release_date || track?.release_date) && { release_date: values.release_date || null }),
    ...(values.image_entry_id !== undefined && { image_entry_id: values.image_entry_id }),
  };
}
