import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../../db/users';
import { notifications } from '../../db/notifications';
import { workspaceInvites, workspaceMembers } from '../../db/workspaces';
import { ValidationError } from '../http/errors';
import { sendMail } from '../mail/send-mail';
import { getSettings } from '../settings/settings-service';
import { notifyUsers } from '../notifications/notify-users';
import { asBatch } from '../music/batch-rows';
import type { AuthUser } from '../permissions/auth-user';
import { dropInviteNotifications } from './invite-records';
import { inviteColumns } from './workspace-queries';
import { inviteEmail, inviteNotification, joinRegisterUrl } from './invite-messages';
import { isFull, memberLimitOf } from './workspace-limits';
import { INVITE_TTL_DAYS, type WorkspaceInvitePayload, type WorkspacePayload } from './workspace-types';

export type InviteContext = { env: Env; db: Db; inviter: AuthUser; workspace: WorkspacePayload; origin: string };

const expiry = () => new Date(Date.now() + INVITE_TTL_DAYS * 24 * 60 * 60 * 1000).toISOString();

/**
 * The addresses that may be invited: not members already (422 on the
 * address), and within the owner's member limit counting the members and
 * every other pending invite (422 on `emails`). The join checks the limit
 * again, one at a time, in the WorkspaceHub.
 */
async function checkInvitable({ db, workspace }: InviteContext, emails: string[]) {
  const [memberRows, pending] = await db.batch([
    db
      .select({ email: users.email })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.user_id))
      .where(eq(workspaceMembers.workspace_id, workspace.id)),
    db
      .select({ email: workspaceInvites.email })
      .from(workspaceInvites)
      .where(and(eq(workspaceInvites.workspace_id, workspace.id), sql`${workspaceInvites.expires_at} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)),
  ]);
  const members = new Set(memberRows.map((row) => row.email));
  const errors: Record<string, string[]> = {};
  emails.forEach((email, index) => {
    if (members.has(email)) errors[`emails.${index}`] = [`${email} is already a member of this workspace.`];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const limit = await memberLimitOf(db, workspace.owner_id);
  const others = pending.filter((row) => !emails.includes(row.email)).length;
  if (isFull(limit, members.size + others + emails.length - 1)) {
    throw ValidationError.field('emails', `This workspace can have at most ${limit} members, pending invitations included.`);
  }
}

/** Creates or renews one invite per address (an address keeps its invite id, so earlier links stay valid). */
async function upsertInvites({ db, workspace, inviter }: InviteContext, emails: string[], roleId: number): Promise<WorkspaceInvitePayload[]> {
  const expires_at = expiry();
  const upserts = emails.map((email) =>
    db
      .insert(workspaceInvites)
      .values({ id: crypto.randomUUID(), workspace_id: workspace.id, email, role_id: roleId, invited_by: inviter.id, expires_at })
      .onConflictDoUpdate({
        target: [workspaceInvites.workspace_id, workspaceInvites.email],
        set: { role_id: roleId, invited_by: inviter.id, expires_at, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
      })
      .returning(inviteColumns),
  );
  const results = await db.batch(asBatch(upserts));
  return (results as WorkspaceInvitePayload[][]).map(([row]) => row);
}

/**
 * Tells each invitee: an existing user gets the Join/Decline notification
 * (and its email, per their choices), replacing one an earlier send left;
 * an address without an account gets an email with the register link.
 */
async function deliverInvites(ctx: InviteContext, invites: WorkspaceInvitePayload[]) {
  const { env, db, inviter, workspace, origin } = ctx;
  const ids = invites.map((invite) => invite.id);
  const [accounts, earlier] = await db.batch([
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          invites.map((invite) => invite.email),
        ),
      ),
    db.select({ user_id: notifications.user_id, invite_id: notifications.invite_id }).from(notifications).where(inArray(notifications.invite_id, ids)),
  ]);
  const stale = ids.flatMap((id) =>
    dropInviteNotifications(
      db,
      id,
      earlier.filter((row) => row.invite_id === id).map((row) => row.user_id),
    ),
  );
  if (stale.length) await db.batch(asBatch(stale));
  const accountOf = new Map(accounts.map((account) => [account.email, account.id]));
  const siteName = String((await getSettings(env, db))['branding.site_name']);
  for (const invite of invites) {
    const userId = accountOf.get(invite.email);
    if (userId !== undefined) {
      await notifyUsers(env, db, [userId], inviteNotification(inviter, workspace.name, invite.id), origin);
    } else {
      const url = joinRegisterUrl(origin, invite.email, invite.id);
      await sendMail(env, db, { to: invite.email, ...inviteEmail(siteName, inviter.name, workspace.name, url) });
    }
  }
}

/** POST workspace/{id}/invite. */
export async function sendInvites(ctx: InviteContext, emails: string[], roleId: number): Promise<WorkspaceInvitePayload[]> {
  await checkInvitable(ctx, emails);
  const invites = await upsertInvites(ctx, emails, roleId);
  await deliverInvites(ctx, invites);
  return invites;
}

/** POST workspace/{id}/{inviteId}/resend: a fresh week, and the invitee is told again. */
export async function resendInvite(ctx: InviteContext, invite: WorkspaceInvitePayload): Promise<WorkspaceInvitePayload> {
  const [renewed] = await upsertInvites(ctx, [invite.email], invite.role_id);
  await deliverInvites(ctx, [renewed]);
  return renewed;
}
