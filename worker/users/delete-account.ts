import { Hono } from 'hono';
import { eq, inArray } from 'drizzle-orm';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { forbidden, notFound, passwordConfirmationRequired } from '../http/errors';
import { isPasswordConfirmed } from '../auth/password-confirmation';
import { revokeOtherSessions, SESSION_COOKIE } from '../auth/sessions';
import { userHasPermission } from '../permissions/auth-user';
import { requireAuth } from '../permissions/guard';
import { MANAGE_USERS } from './user-access';
import { assertAdminsRemain, includesAdmin } from '../permissions/last-admin';
import { deleteAllAvatars } from './avatar-storage';
import { responds } from '../http/responds';
import { MessageAnswer } from '../http/response-fields';

/**
 * Ends every session, then deletes the row: foreign
 * keys cascade to tokens, roles, social profiles, passkeys and the rest.
 * The avatars go last, once nothing points at them.
 */
export async function deleteUser(env: Env, db: Db, userId: number): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
  await revokeOtherSessions(db, userId, null);
  await db.delete(users).where(eq(users.id, userId));
  await deleteAllAvatars(env, userId);
}

const deleteQuery = z.object({ deleteCurrentUser: z.enum(['true', 'false']).optional() });
/** `1` or `1,2,3`: the admin table deletes a selection at once (at most 100). */
const idsParam = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'Name users by their ids, comma-separated.')
    .transform((ids) => [...new Set(ids.split(',').map(Number))]),
});

/**
 * DELETE users/{ids}: a user deletes their own account with
 * ?deleteCurrentUser=true after confirming their password (SPEC section 6).
 * Without the flag, a holder of users.update deletes others' (issue 13: one
 * or a selection), never their own, and never the last administrator.
 */
export const deleteAccountRoutes = new Hono<AppEnv>().delete(
  '/users/:ids',
  requireAuth,
  validate('param', idsParam),
  validate('query', deleteQuery),
  responds(MessageAnswer),
  async (c) => {
    const caller = c.get('user')!;
    const { ids } = c.req.valid('param');
    const db = c.get('db');
    const self = c.req.valid('query').deleteCurrentUser === 'true';
    if (self ? ids.length !== 1 || ids[0] !== caller.id : ids.includes(caller.id) || !userHasPermission(caller, MANAGE_USERS)) throw forbidden();
    if (self && !(await isPasswordConfirmed(c))) throw passwordConfirmationRequired();
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    if (found.length !== ids.length) throw notFound();
    if (await includesAdmin(db, ids)) await assertAdminsRemain(db, ids);
    for (const id of ids) await deleteUser(c.env, db, id);
    if (self) deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ message: self ? 'Account deleted' : ids.length > 1 ? 'Users deleted' : 'User deleted' });
  },
);
