import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { forbidden, notFound } from '../http/errors';
import { loadWorkspaceFor } from './workspace-queries';
import { roleMay, type WorkspaceAbility, type WorkspacePayload } from './workspace-types';

declare module 'hono' {
  interface ContextVariableMap {
    /** The workspace of a `workspace/:id` route, as its signed-in member sees it. */
    workspace: WorkspacePayload;
  }
}

/**
 * `workspace/:id` routes: the workspace must exist and the user be one of its
 * members (404 otherwise: a stranger cannot see a workspace), and their role
 * must allow `ability` (403). Runs after requireAuth and before the body is
 * validated, so a stranger learns nothing from a 422.
 */
export const workspaceMember = (ability?: WorkspaceAbility) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = Number(c.req.param('id'));
    const workspace = Number.isSafeInteger(id) && id > 0 ? await loadWorkspaceFor(c.get('db'), id, c.get('user')!.id) : null;
    if (!workspace) throw notFound();
    if (ability && !roleMay(workspace.role_id, ability)) throw forbidden();
    c.set('workspace', workspace);
    await next();
  });
