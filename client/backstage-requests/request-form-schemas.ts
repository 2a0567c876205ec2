import { z } from 'zod';
import { REQUEST_ATTACHMENTS_MAX, REQUEST_MESSAGE_MAX } from './request-constants';

// docs/api/backstage-requests.md, POST backstage-requests, as the three forms'
// values. The messages are the server's, so they translate alike.

const ARTIST_NAME_MAX = 255;
const ARTIST_BIO_MAX = 5000;
const ARTIST_LINKS_MAX = 10;

const requesterRole = z.enum(['artist', 'manager', 'label'], { error: 'Choose artist, manager or label.' });
const attachments = z.array(z.number()).max(REQUEST_ATTACHMENTS_MAX, `At most ${REQUEST_ATTACHMENTS_MAX} attachments.`);
const messageMax = `The message must not be greater than ${REQUEST_MESSAGE_MAX} characters.`;

export const becomeArtistSchema = z.object({
  artist_name: z.string().trim().min(1, 'The name field is required.').max(ARTIST_NAME_MAX, `The name must not be greater than ${ARTIST_NAME_MAX} characters.`),
  image_entry_id: z.number().nullable(),
  bio: z.string().max(ARTIST_BIO_MAX, `The bio must not be greater than ${ARTIST_BIO_MAX} characters.`),
  links: z
    .array(
      z.object({
        url: z
          .string()
          .trim()
          .refine((url) => /^https?:\/\/\S+$/i.test(url) && URL.canParse(url), 'Each link must be an http or https URL.'),
        title: z.string().trim().min(1, 'Each link needs a title.').max(100, 'A link title must not be greater than 100 characters.'),
      }),
    )
    .max(ARTIST_LINKS_MAX, `At most ${ARTIST_LINKS_MAX} links.`),
  requester_role: requesterRole,
  attachments,
});
export type BecomeArtistValues = z.infer<typeof becomeArtistSchema>;

export const claimArtistSchema = z.object({
  artist_id: z.number({ error: 'Choose an artist.' }).int().positive('Choose an artist.'),
  requester_role: requesterRole,
  message: z.string().trim().min(1, 'Tell us who you are to this artist.').max(REQUEST_MESSAGE_MAX, messageMax),
  attachments,
});
export type ClaimArtistValues = z.infer<typeof claimArtistSchema>;

export const verifyArtistSchema = z.object({
  artist_id: z.number({ error: 'Choose an artist.' }).int().positive('Choose an artist.'),
  message: z.string().trim().max(REQUEST_MESSAGE_MAX, messageMax),
  attachments,
});
export type VerifyArtistValues = z.infer<typeof verifyArtistSchema>;

/** The request body of each form. */
export type RequestInput =
  | ({ type: 'become-artist' } & BecomeArtistValues)
  | ({ type: 'claim-artist' } & ClaimArtistValues)
  | ({ type: 'verify-artist' } & VerifyArtistValues);
