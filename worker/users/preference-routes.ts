import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { userPreferences } from '../../db/admin';
import { isoNow } from '../../db/columns';
import { validate } from '../http/validate';
import { ValidationError } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { responds } from '../http/responds';
import { JsonValue } from '../http/response-fields';

const nameParam = z.object({ name: z.string().regex(/^[a-z0-9._-]{1,100}$/, 'A preference name is lowercase letters, digits, dots, dashes and underscores.') });
/** A small JSON value: visible columns, a chosen tab. */
const valueBody = z.object({ value: JsonValue });
const MAX_VALUE_BYTES = 10_000;

const valueAnswer = z.object({ value: JsonValue });

/**
 * docs/api/admin.md, "Preferences": choices the signed-in user's own screens
 * remember on the server, so they follow the user across browsers (the
 * admin tables' visible columns, issue 13).
 */
export const preferenceRoutes = new Hono<AppEnv>()
  .get('/users/me/preferences/:name', requireAuth, validate('param', nameParam), responds(valueAnswer), async (c) => {
    const [row] = await c
      .get('db')
      .select({ value: userPreferences.value })
      .from(userPreferences)
      .where(and(eq(userPreferences.user_id, c.get('user')!.id), eq(userPreferences.name, c.req.valid('param').name)))
      .limit(1);
    return c.json({ value: row?.value ?? null });
  })
  .put('/users/me/preferences/:name', requireAuth, validate('param', nameParam), validate('json', valueBody), responds(valueAnswer), async (c) => {
    const { value } = c.req.valid('json');
    if (JSON.stringify(value).length > MAX_VALUE_BYTES) throw ValidationError.field('value', 'The value is too large.');
    const row = { user_id: c.get('user')!.id, name: c.req.valid('param').name, value };
    // null is what GET answers for a preference never set, so storing null forgets it (the column holds JSON, never NULL).
    if (value === null) {
      await c
        .get('db')
        .delete(userPreferences)
        .where(and(eq(userPreferences.user_id, row.user_id), eq(userPreferences.name, row.name)));
      return c.json({ value: null });
    }
    await c
      .get('db')
      .insert(userPreferences)
      .values(row)
      .onConflictDoUpdate({ target: [userPreferences.user_id, userPreferences.name], set: { value, updated_at: isoNow } });
    return c.json({ value });
  });
