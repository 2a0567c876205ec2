import { z } from 'zod';

/**
 * The `{ids}` of a bulk action (docs/api/admin.md, "Lists"): `1` or `1,2,3`,
 * at most 100 (D1 binds at most 100 parameters a statement), duplicates
 * dropped. Used as a path parameter: `z.object({ ids: idList() })`.
 */
export const idList = (message = 'Name the rows by their ids, comma-separated.') =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, message)
    .transform((ids) => [...new Set(ids.split(',').map(Number))]);
