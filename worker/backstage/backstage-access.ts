import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { albums, tracks } from '../../db/music-catalog';
import { forbidden, notFound } from '../http/errors';
import { userHasPermission, type AuthUser } from '../permissions/auth-user';

/** SPEC section 6: `admin` grants every permission, so admins edit anyone's music. */
export const isAdmin = (user: AuthUser) => userHasPermission(user, 'admin');

export const mayEdit = (user: AuthUser, ownerId: number | null) => ownerId === user.id || isAdmin(user);

/**
 * The track or album of the `:id` param must exist (404) and be the user's
 * own, unless they are an admin (403). Runs after requirePermission and before
 * body validation, so a stranger learns nothing from a 422.
 */
export const ownedBy = (type: 'track' | 'album') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user')!;
    const id = Number(c.req.param('id'));
    const table = type === 'track' ? tracks : albums;
    const [row] = Number.isSafeInteger(id)
      ? await c.get('db').select({ owner_id: table.owner_id }).from(table).where(eq(table.id, id)).limit(1)
      : [];
    if (!row) throw notFound();
    if (!mayEdit(user, row.owner_id)) throw forbidden();
    await next();
  });
