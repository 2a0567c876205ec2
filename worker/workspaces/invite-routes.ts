import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../types';
import { workspaceInvites } from '../../db/workspaces';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { workspaceMember } from './workspace-access';
import { inviteColumns } from './workspace-queries';
import { inviteBody, roleBody, workspaceInviteParam, workspaceParam } from './workspace-schemas';
import { WorkspaceInviteSchema } from './workspace-answers';
import { resendInvite, sendInvites, type InviteContext } from './send-invites';
import { responds } from '../http/responds';
import { z } from 'zod';

const WORKSPACE_PATH = '/workspace/:id{[0-9]+}';
const INVITE_ID = ':inviteId{[0-9a-fA-F-]{36}}';

const inviteContext = (c: Context<AppEnv>): InviteContext => ({
  env: c.env,
  db: c.get('db'),
  inviter: c.get('user')!,
  workspace: c.get('workspace'),
  origin: new URL(c.req.url).origin,
});

/** A pending invite of the route's workspace, or 404. */
async function pendingInvite(c: Context<AppEnv>, workspaceId: number, inviteId: string) {
  const [invite] = await c
    .get('db')
    .select(inviteColumns)
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.id, inviteId), eq(workspaceInvites.workspace_id, workspaceId)))
    .limit(1);
  if (!invite) throw notFound();
  return invite;
}

const inviteAnswer = z.object({ invite: WorkspaceInviteSchema });

/** docs/api/workspaces.md, Invitations (owners and admins). */
export const inviteRoutes = new Hono<AppEnv>()
  .post(`${WORKSPACE_PATH}/invite`, requireAuth, workspaceMember('invite'), validate('param', workspaceParam), validate('json', inviteBody), responds(z.object({ invites: z.array(WorkspaceInviteSchema) })), async (c) => {
    const { emails, roleId } = c.req.valid('json');
    return c.json({ invites: await sendInvites(inviteContext(c), emails, roleId) });
  })
  .post(`${WORKSPACE_PATH}/${INVITE_ID}/resend`, requireAuth, workspaceMember('invite'), validate('param', workspaceInviteParam), responds(inviteAnswer), async (c) => {
    const { id, inviteId } = c.req.valid('param');
    return c.json({ invite: await resendInvite(inviteContext(c), await pendingInvite(c, id, inviteId)) });
  })
  .post(
    `${WORKSPACE_PATH}/invite/${INVITE_ID}/change-role`,
    requireAuth,
    workspaceMember('invite'),
    validate('param', workspaceInviteParam),
    validate('json', roleBody),
    responds(inviteAnswer),
    async (c) => {
      const { id, inviteId } = c.req.valid('param');
      await pendingInvite(c, id, inviteId);
      const [invite] = await c
        .get('db')
        .update(workspaceInvites)
        .set({ role_id: c.req.valid('json').roleId, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
        .where(eq(workspaceInvites.id, inviteId))
        .returning(inviteColumns);
      return c.json({ invite });
    },
  );
