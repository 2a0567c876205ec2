import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { users } from '../../db/users';
import { localizations } from '../../db/localizations';
import { validate } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { canManageUser, userIdParam } from './user-access';
import { userPayload } from './user-payload';

/** A zone the runtime's Intl knows (IANA names, plus UTC). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const tooLong = (field: string) => `The ${field} must not be greater than 100 characters.`;

/** Nullable free text; an emptied field is stored as null. */
const optionalText = (field: string) =>
  z
    .string()
    .trim()
    .max(100, tooLong(field))
    .transform((v) => v || null)
    .nullable();

/** Account details (SPEC section 2, account settings); every field optional. */
export const userUpdateBody = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(100, tooLong('name')),
    first_name: optionalText('first name'),
    last_name: optionalText('last name'),
    language: z.string().max(20),
    // ISO 3166-1 alpha-2; an empty choice clears it.
    country: z
      .string()
      .regex(/^([A-Za-z]{2})?$/, 'Choose a valid country.')
      .transform((v) => (v ? v.toUpperCase() : null))
      .nullable(),
    timezone: z.string().max(64).refine(isTimeZone, 'Choose a valid timezone.'),
  })
  .partial();

export const userAccountRoutes = new Hono<AppEnv>()
  .get('/users/:id', canManageUser, validate('param', userIdParam), async (c) => {
    return c.json(await userPayload(c.get('db'), c.req.valid('param').id));
  })
  .put('/users/:id', canManageUser, validate('param', userIdParam), validate('json', userUpdateBody), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = c.get('db');
    if (input.language !== undefined) {
      const [known] = await db
        .select({ id: localizations.id })
        .from(localizations)
        .where(eq(localizations.language, input.language))
        .limit(1);
      if (!known) throw ValidationError.field('language', 'Choose a valid language.');
    }
    const updated = await db
      .update(users)
      .set({ ...input, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!updated.length) throw notFound();
    return c.json(await userPayload(db, id));
  });
