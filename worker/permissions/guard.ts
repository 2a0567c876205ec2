import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { forbidden, suspended, unauthenticated } from '../http/errors';
import { userHasPermission } from './auth-user';
import { getGuestRole } from './guest-role';
import { forbiddenWithPlans } from '../billing/plans-action';

/** Login required; banned accounts are refused everywhere (SPEC section 4). */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  if (user.banned_at) throw suspended();
  await next();
});

/**
 * SPEC section 6: a user holds permissions through roles (admin grants all);
 * a visitor holds the guest role's. A visitor without it gets 401 so the
 * client sends them to log in; a signed-in user without it gets 403, with
 * the plans action when a plan on /pricing grants it (SPEC section 8).
 */
export function requirePermission(name: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (user) {
      if (user.banned_at) throw suspended();
      if (!userHasPermission(user, name)) throw await forbiddenWithPlans(c.env, c.get('db'), name);
      return next();
    }
    const guestRole = await getGuestRole(c.env, c.get('db'));
    if (!guestRole || !userHasPermission(guestRole, name)) throw unauthenticated();
    await next();
  });
}

/** Any one of the permissions (a read that several admin screens share, such as the roles for a user's page). */
export function requireAnyPermission(names: string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthenticated();
    if (user.banned_at) throw suspended();
    if (!names.some((name) => userHasPermission(user, name))) throw forbidden();
    await next();
  });
}
