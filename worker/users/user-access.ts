import { z } from 'zod';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { userHasPermission } from '../permissions/auth-user';
import { forbidden, unauthenticated } from '../http/errors';

export const userIdParam = z.object({ id: z.coerce.number().int().positive() });

/** The permission that lets admins act on other accounts (SPEC section 6). */
export const MANAGE_USERS = 'users.update';

/**
 * SPEC section 7, users/{id}: a user acts on their own account; holders of
 * users.update on anyone's. Banned accounts act on nothing. Runs before the
 * param and body validators, so a stranger learns nothing from a 422.
 */
export const canManageUser = createMiddleware<AppEnv>(async (c, next) => {
  const caller = c.get('user');
  if (!caller) throw unauthenticated();
  if (caller.banned_at) throw forbidden();
  const id = c.req.param('id');
  if (String(caller.id) !== id && !userHasPermission(caller, MANAGE_USERS)) throw forbidden();
  await next();
});
