import { Hono } from 'hono';
import { count, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { workspaceMembers, workspaces } from '../../db/workspaces';
import { validate } from '../http/validate';
import { forbiddenWithPlans } from '../billing/plans-action';
import { requireAuth, requirePermission } from '../permissions/guard';
import { restrictionValue } from '../permissions/auth-user';
import { workspaceMember } from './workspace-access';
import { invitesOf, loadWorkspaceFor, membersOf, workspacesOf } from './workspace-queries';
import { workspaceBody, workspaceParam } from './workspace-schemas';
import { WorkspaceAnswer, WorkspaceDetailSchema, WorkspaceSchema } from './workspace-answers';
import { memberLimitOf, ownsTooMany, WORKSPACES_PERMISSION } from './workspace-limits';
import { roleMay, WORKSPACE_ROLES, type WorkspaceDetailPayload } from './workspace-types';
import { responds } from '../http/responds';
import { z } from 'zod';
import { EmptyAnswer } from '../http/response-fields';

const WORKSPACE_PATH = '/workspace/:id{[0-9]+}';

/** docs/api/workspaces.md, Workspaces. */
export const workspaceRoutes = new Hono<AppEnv>()
  .get('/me/workspaces', requireAuth, responds(z.object({ workspaces: z.array(WorkspaceSchema) })), async (c) => {
    return c.json({ workspaces: await workspacesOf(c.get('db'), c.get('user')!.id) });
  })
  .post('/workspace', requireAuth, requirePermission(WORKSPACES_PERMISSION), validate('json', workspaceBody), responds(WorkspaceAnswer, 201), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    const [{ owned }] = await db.select({ owned: count() }).from(workspaces).where(eq(workspaces.owner_id, user.id));
    if (ownsTooMany(user, owned)) {
      throw await forbiddenWithPlans(c.env, db, WORKSPACES_PERMISSION, `You can own at most ${restrictionValue(user, WORKSPACES_PERMISSION, 'count')} workspaces. Delete one to create another.`);
    }
    // The workspace and its owner's membership in one batch: the member row takes the id the insert made.
    const [[created]] = await db.batch([
      db
        .insert(workspaces)
        .values({ name: c.req.valid('json').name, owner_id: user.id })
        .returning({ id: workspaces.id }),
      db
        .insert(workspaceMembers)
        .select(sql`SELECT id, ${user.id}, ${WORKSPACE_ROLES.owner}, created_at, updated_at FROM workspaces WHERE rowid = last_insert_rowid()`),
    ]);
    return c.json({ workspace: await loadWorkspaceFor(db, created.id, user.id) }, 201);
  })
  .get(WORKSPACE_PATH, requireAuth, workspaceMember(), validate('param', workspaceParam), responds(z.object({ workspace: WorkspaceDetailSchema })), async (c) => {
    const workspace = c.get('workspace');
    const db = c.get('db');
    const [members, invites, member_limit] = await Promise.all([
      membersOf(db, workspace.id),
      roleMay(workspace.role_id, 'invite') ? invitesOf(db, workspace.id) : Promise.resolve([]),
      memberLimitOf(db, workspace.owner_id),
    ]);
    return c.json({ workspace: { ...workspace, members, invites, member_limit } satisfies WorkspaceDetailPayload });
  })
  .put(WORKSPACE_PATH, requireAuth, workspaceMember('rename'), validate('param', workspaceParam), validate('json', workspaceBody), responds(WorkspaceAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    await db
      .update(workspaces)
      .set({ name: c.req.valid('json').name, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(eq(workspaces.id, id));
    return c.json({ workspace: await loadWorkspaceFor(db, id, c.get('user')!.id) });
  })
  // Members, invites and the workspace's hold on its content go with it; the content returns to its creators.
  .delete(WORKSPACE_PATH, requireAuth, workspaceMember('delete'), validate('param', workspaceParam), responds(EmptyAnswer), async (c) => {
    await c
      .get('db')
      .delete(workspaces)
      .where(eq(workspaces.id, c.req.valid('param').id));
    return c.json({});
  });
