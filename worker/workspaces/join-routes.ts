import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { createDb } from '../db';
import { workspaceMembers } from '../../db/workspaces';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { pushUnreadCounts } from '../notifications/live-push';
import { inviteWorkspace, joinWorkspace } from './join-workspace';
import { loadWorkspaceFor } from './workspace-queries';
import { inviteParam } from './workspace-schemas';
import { WorkspaceAnswer } from './workspace-answers';
import { workspaceHub } from './workspace-hub';
import { roleMay } from './workspace-types';
import { responds } from '../http/responds';
import { EmptyAnswer } from '../http/response-fields';

const INVITE_ID = ':inviteId{[0-9a-fA-F-]{36}}';

/** SPEC section 7: join and decline (docs/api/workspaces.md, Invitations). */
export const joinRoutes = new Hono<AppEnv>()
  .get(`/workspace/join/${INVITE_ID}`, requireAuth, validate('param', inviteParam), responds(WorkspaceAnswer), async (c) => {
    // The hub writes elsewhere: read what it wrote from the primary, not a replica.
    const db = createDb(c.env.DB, 'write');
    const user = c.get('user')!;
    const joined = await joinWorkspace(c.env, db, c.req.valid('param').inviteId, user);
    if (!joined) throw notFound();
    return c.json({ workspace: await loadWorkspaceFor(db, joined.workspaceId, user.id) });
  })
  // The invitee declines; an owner or admin of the workspace cancels the same way.
  .delete(`/workspace/invite/${INVITE_ID}`, requireAuth, validate('param', inviteParam), responds(EmptyAnswer), async (c) => {
    const db = c.get('db');
    const user = c.get('user')!;
    const { inviteId } = c.req.valid('param');
    const workspaceId = await inviteWorkspace(db, inviteId);
    if (workspaceId === null) throw notFound();
    const [member] = await db
      .select({ role_id: workspaceMembers.role_id })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.user_id, user.id)));
    const actor = { id: user.id, email: user.email, managesWorkspace: !!member && roleMay(member.role_id, 'invite') };
    const result = await workspaceHub(c.env, workspaceId).decline(inviteId, actor);
    if (result.status === 'gone') throw notFound();
    await pushUnreadCounts(c.env, result.counts);
    return c.json({});
  });
