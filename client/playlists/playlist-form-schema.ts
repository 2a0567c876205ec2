import { z } from 'zod';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX } from './playlist-constants';

/** docs/api/music.md, POST playlists; the messages are the server's, so they translate alike. */
export const playlistFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'The name field is required.')
    .max(PLAYLIST_NAME_MAX, `The name must not be greater than ${PLAYLIST_NAME_MAX} characters.`),
  description: z.string().trim().max(PLAYLIST_DESCRIPTION_MAX, `The description must not be greater than ${PLAYLIST_DESCRIPTION_MAX} characters.`),
  public: z.boolean(),
  collaborative: z.boolean(),
});

export type PlaylistForm = z.infer<typeof playlistFormSchema>;
