import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { workspaceMembers } from '../../db/workspaces';
import { validate } from '../http/validate';
import { forbidden, HttpError, notFound } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { workspaceMember } from './workspace-access';
import { membersOf } from './workspace-queries';
import { memberParam, roleBody } from './workspace-schemas';
import { WorkspaceMemberSchema } from './workspace-answers';
import { workspaceHub } from './workspace-hub';
import { roleMay, WORKSPACE_ROLES } from './workspace-types';
import { responds } from '../http/responds';
import { z } from 'zod';
import { EmptyAnswer } from '../http/response-fields';

const MEMBER_PATH = '/workspace/:id{[0-9]+}/member/:userId{[0-9]+}';
const OWNER_STAYS = "The workspace owner's role cannot change, and the owner cannot be removed.";

/** docs/api/workspaces.md, Workspace members. */
export const memberRoutes = new Hono<AppEnv>()
  .post(`${MEMBER_PATH}/change-role`, requireAuth, workspaceMember('manageMembers'), validate('param', memberParam), validate('json', roleBody), responds(z.object({ member: WorkspaceMemberSchema })), async (c) => {
    const { id, userId } = c.req.valid('param');
    const db = c.get('db');
    const [changed] = await db
      .update(workspaceMembers)
      .set({ role_id: c.req.valid('json').roleId, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(and(eq(workspaceMembers.workspace_id, id), eq(workspaceMembers.user_id, userId), sql`${workspaceMembers.role_id} <> ${WORKSPACE_ROLES.owner}`))
      .returning({ user_id: workspaceMembers.user_id });
    if (!changed) {
      const members = await membersOf(db, id);
      throw members.some((m) => m.id === userId) ? new HttpError(403, OWNER_STAYS) : notFound();
    }
    const member = (await membersOf(db, id)).find((m) => m.id === userId)!;
    return c.json({ member });
  })
  // A member may remove themselves (leave); owners and admins may remove others; nobody removes the owner.
  .delete(MEMBER_PATH, requireAuth, workspaceMember(), validate('param', memberParam), responds(EmptyAnswer), async (c) => {
    const { id, userId } = c.req.valid('param');
    const self = userId === c.get('user')!.id;
    if (!self && !roleMay(c.get('workspace').role_id, 'manageMembers')) throw forbidden();
    const result = await workspaceHub(c.env, id).removeMember(id, userId);
    if (result.status === 'not-member') throw notFound();
    if (result.status === 'owner') throw new HttpError(403, OWNER_STAYS);
    return c.json({});
  });
