import { z } from 'zod';
import { idList } from '../list/id-list';

/** SPEC section 2: everything under /admin, and its API, needs admin.access. */
export const MODERATE = 'admin.access';

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const idsParam = (what: string) => z.object({ ids: idList(`Name ${what} by their ids, comma-separated.`) });

/** An image as stored on catalog rows: a site path (/storage/...) or an http(s) URL; blank clears it. */
export const imageField = z
  .string({ error: 'The image must be a path or an address.' })
  .trim()
  .max(2000, 'The image must not be greater than 2000 characters.')
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\/\S+$/i.test(v), 'Use a path starting with / or an http(s) address.')
  .transform((v) => v || null)
  .nullable();
