import { Hono } from 'hono';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { users } from '../../db/users';
import { localizations } from '../../db/localizations';
import { validate } from '../http/validate';
import { forbidden, notFound, ValidationError } from '../http/errors';
import { emailField } from '../auth/auth-fields';
import { EMAIL_TAKEN } from '../auth/create-account';
import { userHasPermission } from '../permissions/auth-user';
import { canManageUser, MANAGE_USERS, userIdParam } from './user-access';
import { userPayload } from './user-payload';
import { responds } from '../http/responds';
import { UserWithTokensAnswer } from './user-schema';

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
    // Issue 13: an administrator's edit of someone's details (users.update only).
    email: emailField,
    email_verified: z.boolean(),
  })
  .partial();

/** Fields only holders of users.update may set, on anyone's account. */
const ADMIN_FIELDS = ['email', 'email_verified'] as const;

export const userAccountRoutes = new Hono<AppEnv>()
  .get('/users/:id', canManageUser, validate('param', userIdParam), responds(UserWithTokensAnswer), async (c) => {
    return c.json(await userPayload(c.get('db'), c.req.valid('param').id));
  })
  .put('/users/:id', canManageUser, validate('param', userIdParam), validate('json', userUpdateBody), responds(UserWithTokensAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const { email_verified, ...input } = c.req.valid('json');
    const db = c.get('db');
    if (ADMIN_FIELDS.some((field) => c.req.valid('json')[field] !== undefined) && !userHasPermission(c.get('user')!, MANAGE_USERS)) throw forbidden();
    if (input.email !== undefined) {
      const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, id))).limit(1);
      if (taken) throw ValidationError.field('email', EMAIL_TAKEN);
    }
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
      .set({
        ...input,
        ...(email_verified === undefined ? {} : { email_verified_at: email_verified ? new Date().toISOString() : null }),
        updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!updated.length) throw notFound();
    return c.json(await userPayload(db, id));
  });
