import { z } from 'zod';
import { COMMENTABLE_TYPES } from '../../db/music-social';
import { pageQuery } from '../music/page-query';

/** docs/api/music.md, POST comments: `content (1..1000)`. */
export const COMMENT_MAX_LENGTH = 1000;

const commentableType = z.enum(COMMENTABLE_TYPES, { error: 'The commentable type must be track or album.' });
/** A positive id (`field` as in messages): a number in a JSON body, digits in a query string. */
const id = (field: string, coerce = false) => {
  const invalid = `The ${field} must be a positive whole number.`;
  const number = coerce ? z.coerce.number({ error: invalid }) : z.number({ error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : invalid) });
  return number.int(invalid).positive(invalid);
};

export const commentIdParam = z.object({ id: z.coerce.number().int().positive() });

/** GET comments: top level of an item, or the replies of `parent_id`. */
export const commentListQuery = pageQuery.extend({
  commentable_type: commentableType,
  commentable_id: id('commentable id', true),
  parent_id: id('parent id', true).optional(),
});

const CONTENT_REQUIRED = 'The content field is required.';

export const commentCreateBody = z.object({
  commentable_type: commentableType,
  commentable_id: id('commentable id'),
  content: z
    .string({ error: CONTENT_REQUIRED })
    .trim()
    .min(1, CONTENT_REQUIRED)
    .max(COMMENT_MAX_LENGTH, `The content must not be greater than ${COMMENT_MAX_LENGTH} characters.`),
  parent_id: id('parent id').nullable().optional(),
  /** Seconds into the track. */
  position: z
    .number({ error: 'The position must be a whole number of seconds.' })
    .int('The position must be a whole number of seconds.')
    .min(0, 'The position must be 0 or more.')
    .nullable()
    .optional(),
});
