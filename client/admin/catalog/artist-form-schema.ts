import { z } from 'zod';
import { joinNames, splitNames } from '../../backstage/name-list';
import type { AdminArtist } from './catalog-rows';

// Mirrors worker/admin/catalog/artist-constants.ts (the client imports only
// types from the worker); the messages are the server's, so they translate alike.
export const ARTIST_NAME_MAX = 255;
export const ARTIST_BIO_MAX = 5000;
export const ARTIST_LINKS_MAX = 10;
export const ARTIST_PROFILE_IMAGES_MAX = 10;
const LINK_TITLE_MAX = 100;

const NAME_REQUIRED = 'The name field is required.';

/** docs/api/catalog-admin.md, POST artists and PUT artists/{id}, as form text. */
export const artistFormSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(ARTIST_NAME_MAX, `The name must not be greater than ${ARTIST_NAME_MAX} characters.`),
  bio: z.string().max(ARTIST_BIO_MAX, `The bio must not be greater than ${ARTIST_BIO_MAX} characters.`),
  links: z
    .array(
      z.object({
        url: z
          .string()
          .trim()
          .refine((url) => /^https?:\/\/\S+$/i.test(url) && URL.canParse(url), 'Each link must be an http or https URL.'),
        title: z.string().trim().min(1, 'Each link needs a title.').max(LINK_TITLE_MAX, `A link title must not be greater than ${LINK_TITLE_MAX} characters.`),
      }),
    )
    .max(ARTIST_LINKS_MAX, `At most ${ARTIST_LINKS_MAX} links.`),
  genres: z.string(),
  verified: z.boolean(),
  /** User ids, comma separated; the first is the artist's backstage owner. */
  managers: z.string().trim().regex(/^(\d+\s*(,\s*\d+\s*)*)?$/, 'Each manager must be a user id.'),
  /** The profile images field's list: kept image URLs and new uploads' file entry ids, in order. */
  profile_images: z.array(z.union([z.string(), z.number()])).max(ARTIST_PROFILE_IMAGES_MAX, `At most ${ARTIST_PROFILE_IMAGES_MAX} profile images.`),
  /** Set by the image field: a new image's file entry, null to remove it, undefined to keep it. */
  image_entry_id: z.number().nullable().optional(),
});

export type ArtistFormValues = z.infer<typeof artistFormSchema>;

export const artistFormFrom = (artist?: AdminArtist): ArtistFormValues => ({
  name: artist?.name ?? '',
  bio: artist?.bio ?? '',
  links: artist?.links ?? [],
  genres: artist ? joinNames(artist.genres) : '',
  verified: artist?.verified ?? false,
  managers: artist ? artist.managers.map((m) => m.id).join(', ') : '',
  profile_images: artist?.profile_images ?? [],
  image_entry_id: undefined,
});

/** The request body; `verified` and `managers` only for admins (a manager may not send them). */
export function toArtistInput(values: ArtistFormValues, isAdmin: boolean) {
  return {
    name: values.name,
    bio: values.bio,
    links: values.links,
    genres: splitNames(values.genres),
    profile_images: values.profile_images,
    ...(isAdmin && { verified: values.verified, managers: splitNames(values.managers).map(Number) }),
    ...(values.image_entry_id !== undefined && { image_entry_id: values.image_entry_id }),
  };
}
