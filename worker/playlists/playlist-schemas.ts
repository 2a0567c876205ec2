import { z } from 'zod';
import { rulesField } from './smart/rules-schema';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_MAX_TRACKS, PLAYLIST_NAME_MAX, PLAYLIST_TRACKS_PER_CALL } from './playlist-constants';

export const playlistParam = z.object({ id: z.coerce.number().int().positive() });

const NAME_REQUIRED = 'The name field is required.';

/** docs/api/music.md, POST playlists. */
export const playlistCreateBody = z.object({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(PLAYLIST_NAME_MAX, `The name must not be greater than ${PLAYLIST_NAME_MAX} characters.`),
  // An emptied description is stored as null.
  description: z
    .string({ error: 'The description must be a string.' })
    .trim()
    .max(PLAYLIST_DESCRIPTION_MAX, `The description must not be greater than ${PLAYLIST_DESCRIPTION_MAX} characters.`)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  public: z.boolean({ error: 'The public field must be true or false.' }).optional(),
  collaborative: z.boolean({ error: 'The collaborative field must be true or false.' }).optional(),
  /** A smart playlist's rules (issue 30); null (PUT) makes it a plain, empty playlist again. */
  rules: rulesField.nullable().optional(),
});

/** PUT playlists/{id}: the same fields, each optional. */
export const playlistUpdateBody = playlistCreateBody.partial();

const trackId = z.number({ error: 'Each id must be a track id.' }).int('Each id must be a track id.').positive('Each id must be a track id.');

/** Add or remove: 1..50 track ids. */
export const trackIdsBody = z.object({
  ids: z
    .array(trackId, { error: 'The ids field is required.' })
    .min(1, 'The ids field is required.')
    .max(PLAYLIST_TRACKS_PER_CALL, `At most ${PLAYLIST_TRACKS_PER_CALL} tracks at a time.`),
});

/** Reorder: every track id of the playlist, in the new order. */
export const trackOrderBody = z.object({
  ids: z.array(trackId, { error: 'The ids field is required.' }).max(PLAYLIST_MAX_TRACKS, `A playlist holds at most ${PLAYLIST_MAX_TRACKS} tracks.`),
});
