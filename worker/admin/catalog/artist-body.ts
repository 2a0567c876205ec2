import { z } from 'zod';
import { ARTIST_BIO_MAX, ARTIST_GENRES_MAX, ARTIST_LINK_TITLE_MAX, ARTIST_LINKS_MAX, ARTIST_MANAGERS_MAX, ARTIST_NAME_MAX, ARTIST_PROFILE_IMAGES_MAX } from './artist-constants';

const NAME_REQUIRED = 'The name field is required.';

const link = z.object({
  url: z
    .string({ error: 'Each link needs a URL.' })
    .trim()
    .max(2000, 'A link must not be greater than 2000 characters.')
    .refine((url) => /^https?:\/\/[^\s]+$/i.test(url) && URL.canParse(url), 'Each link must be an http or https URL.'),
  title: z.string({ error: 'Each link needs a title.' }).trim().min(1, 'Each link needs a title.').max(ARTIST_LINK_TITLE_MAX, `A link title must not be greater than ${ARTIST_LINK_TITLE_MAX} characters.`),
});

/** docs/api/catalog-admin.md, POST artists: `verified` and `managers` are for admin.access only. */
export const artistBody = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(ARTIST_NAME_MAX, `The name must not be greater than ${ARTIST_NAME_MAX} characters.`),
  /** An uploaded image (file entry) becomes the artist's image; null removes it. */
  image_entry_id: z.number({ error: 'The image must be a file id.' }).int('The image must be a file id.').positive('The image must be a file id.').nullable().optional(),
  bio: z
    .string({ error: 'The bio must be a string.' })
    .max(ARTIST_BIO_MAX, `The bio must not be greater than ${ARTIST_BIO_MAX} characters.`)
    .transform((v) => v.trim() || null)
    .nullable()
    .optional(),
  links: z.array(link, { error: 'The links must be a list of {url, title}.' }).max(ARTIST_LINKS_MAX, `At most ${ARTIST_LINKS_MAX} links.`).optional(),
  /**
   * The profile images in order: a string keeps one the artist has (its URL),
   * a number publishes an uploaded image (a file entry id). Left out: unchanged.
   */
  profile_images: z
    .array(z.union([z.string().max(2000), z.number().int().positive()]), { error: 'The profile images must be a list of image URLs or file ids.' })
    .max(ARTIST_PROFILE_IMAGES_MAX, `At most ${ARTIST_PROFILE_IMAGES_MAX} profile images.`)
    .optional(),
  verified: z.boolean({ error: 'The verified field must be true or false.' }).optional(),
  genres: z
    .array(z.string({ error: 'Each genre must be a name.' }).trim().max(100, 'Each genre must not be greater than 100 characters.'), { error: 'The genres field must be a list of names.' })
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(z.string()).max(ARTIST_GENRES_MAX, `At most ${ARTIST_GENRES_MAX} genres.`))
    .optional(),
  managers: z
    .array(z.number({ error: 'Each manager must be a user id.' }).int('Each manager must be a user id.').positive('Each manager must be a user id.'), {
      error: 'The managers field must be a list of user ids.',
    })
    .max(ARTIST_MANAGERS_MAX, `At most ${ARTIST_MANAGERS_MAX} managers.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each manager may appear only once.')
    .optional(),
});
export type ArtistInput = z.infer<typeof artistBody>;

/** PUT artists/{id}: any of the fields. */
export const artistUpdateBody = artistBody.partial();

export const artistParam = z.object({ id: z.coerce.number().int().positive() });
