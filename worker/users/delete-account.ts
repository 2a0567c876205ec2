import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
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
import { MANAGE_USERS, userIdParam } from './user-access';
import { deleteAllAvatars } from './avatar-storage';

/**
 * Ends every session (D1 and their KV copies), then deletes the row: foreign
 * keys cascade to tokens, roles, social profiles, passkeys and the rest.
 * The avatars go last, once nothing points at them.
 */
export async function deleteUser(env: Env, db: Db, userId: number): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
  await revokeOtherSessions(env, db, userId, null);
  await db.delete(users).where(eq(users.id, userId));
  await deleteAllAvatars(env, userId);
}

const deleteQuery = z.object({ deleteCurrentUser: z.enum(['true', 'false']).optional() });

/**
 * DELETE users/{id}?deleteCurrentUser=true: a user deletes their own account
 * after confirming their password (SPEC section 6). Without the flag, a holder
 * of users.update deletes someone else's; nobody deletes their own that way.
 */
export const deleteAccountRoutes = new Hono<AppEnv>().delete(
  '/users/:id',
  requireAuth,
  validate('param', userIdParam),
  validate('query', deleteQuery),
  async (c) => {
    const caller = c.get('user')!;
    const { id } = c.req.valid('param');
    const self = c.req.valid('query').deleteCurrentUser === 'true';
    if (self ? id !== caller.id : id === caller.id || !userHasPermission(caller, MANAGE_USERS)) throw forbidden();
    if (self && !(await isPasswordConfirmed(c))) throw passwordConfirmationRequired();
    await deleteUser(c.env, c.get('db'), id);
    if (self) deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ message: self ? 'Account deleted' : 'User deleted' });
  },
);
