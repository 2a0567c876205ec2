import { z } from 'zod';
import { BACKSTAGE_REQUEST_STATES, BACKSTAGE_REQUEST_TYPES, BACKSTAGE_REQUESTER_ROLES } from '../../db/backstage-requests';
import { artistBody } from '../admin/catalog/artist-body';
import { REQUEST_ATTACHMENTS_MAX, REQUEST_MESSAGE_MAX, REVIEW_NOTE_MAX } from './request-constants';

const ROLE_MESSAGE = 'Choose artist, manager or label.';
const requesterRole = z.enum(BACKSTAGE_REQUESTER_ROLES, { error: ROLE_MESSAGE });

const attachments = z
  .array(z.number({ error: 'Each attachment must be a file id.' }).int('Each attachment must be a file id.').positive('Each attachment must be a file id.'), {
    error: 'The attachments must be a list of file ids.',
  })
  .max(REQUEST_ATTACHMENTS_MAX, `At most ${REQUEST_ATTACHMENTS_MAX} attachments.`)
  .transform((ids) => [...new Set(ids)])
  .default([]);

const artistId = z.number({ error: 'Choose an artist.' }).int('Choose an artist.').positive('Choose an artist.');

const message = (required: string | null) => {
  const text = z.string({ error: required ?? 'The message must be text.' }).trim().max(REQUEST_MESSAGE_MAX, `The message must not be greater than ${REQUEST_MESSAGE_MAX} characters.`);
  return required ? text.min(1, required) : text.transform((v) => v || null).nullable().optional();
};

/** docs/api/backstage-requests.md, POST backstage-requests: the fields of each type. */
export const createRequestBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('become-artist'),
      artist_name: artistBody.shape.name,
      image_entry_id: z.number({ error: 'The image must be a file id.' }).int('The image must be a file id.').positive('The image must be a file id.').nullable().optional(),
      bio: artistBody.shape.bio,
      links: artistBody.shape.links,
      requester_role: requesterRole,
      attachments,
    }),
    z.object({
      type: z.literal('claim-artist'),
      artist_id: artistId,
      requester_role: requesterRole,
      message: message('Tell us who you are to this artist.'),
      attachments,
    }),
    z.object({
      type: z.literal('verify-artist'),
      artist_id: artistId,
      message: message(null),
      attachments,
    }),
  ],
  { error: `Choose a request type: ${BACKSTAGE_REQUEST_TYPES.join(', ')}.` },
);
export type CreateRequestInput = z.infer<typeof createRequestBody>;

export const reviewBody = z.object({
  note: z
    .string({ error: 'The note must be text.' })
    .trim()
    .max(REVIEW_NOTE_MAX, `The note must not be greater than ${REVIEW_NOTE_MAX} characters.`)
    .transform((v) => v || null)
    .nullable()
    .optional(),
});

export const requestParam = z.object({ id: z.coerce.number().int().positive() });
export const attachmentParam = requestParam.extend({ entryId: z.coerce.number().int().positive() });

export const statusFilter = z.enum(BACKSTAGE_REQUEST_STATES);
