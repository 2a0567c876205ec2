import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { albums, tracks } from '../../db/music-catalog';
import { forbidden, notFound } from '../http/errors';
import { holderOf, mayEditIn, scopeOf } from '../workspaces/content-scope';
import { userHasPermission } from '../permissions/auth-user';

/**
 * The track or album of the `:id` param must exist (404) and be editable in
 * the request's workspace (403; docs/decisions/013): in a workspace, what it
 * holds; in the default workspace, the user's own (an admin's, or an
 * admin.access holder's from the admin catalog pages (issue 15): anything).
 * Runs after requirePermission and requireWorkspaceScope and before body
 * validation, so a stranger learns nothing from a 422.
 */
export const ownedBy = (type: 'track' | 'album') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = Number(c.req.param('id'));
    const table = type === 'track' ? tracks : albums;
    const [row] = Number.isSafeInteger(id)
      ? await c
          .get('db')
          .select({ owner_id: table.owner_id, workspace_id: holderOf(type, sql.raw(`"${type}s"."id"`)) })
          .from(table)
          .where(eq(table.id, id))
          .limit(1)
      : [];
    if (!row) throw notFound();
    const scope = scopeOf(c);
    const catalogAdmin = scope.workspaceId === 0 && userHasPermission(scope.user, 'admin.access');
    if (!catalogAdmin && !mayEditIn(scope, row)) throw forbidden();
    await next();
  });
