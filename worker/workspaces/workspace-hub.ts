import { DurableObject } from 'cloudflare:workers';
import { and, eq, ne } from 'drizzle-orm';
import { createDb, type Db } from '../db';
import { workspaceMembers } from '../../db/workspaces';
import type { UnreadCount } from '../notifications/unread-counts';
import { asBatch } from '../music/batch-rows';
import { dropInvite, isExpired, loadInvite, type InviteRecord } from './invite-records';
import { isFull, memberLimitOf } from './workspace-limits';
import { WORKSPACE_ROLES } from './workspace-types';

export type JoinResult = { status: 'joined'; workspaceId: number; counts: UnreadCount[] } | { status: 'gone' } | { status: 'full'; limit: number };
export type DeclineResult = { status: 'declined'; counts: UnreadCount[] } | { status: 'gone' };
export type RemoveResult = { status: 'removed' } | { status: 'not-member' } | { status: 'owner' };

/** Who acts on an invite: the invitee (by email), or someone who manages the workspace. */
export type InviteActor = { id: number; email: string; managesWorkspace?: boolean };

/** The counts a batch recounted: its last result when the invite had notifications. */
const countsOf = (invite: InviteRecord, results: unknown[]) => (invite.notified.length ? (results[results.length - 1] as UnreadCount[]) : []);

/**
 * One per workspace (DESIGN section 4): joins, declines and removals run
 * here one at a time (blockConcurrencyWhile), so two invitees racing for the
 * last seat can never both get it, and an invite is used at most once. D1
 * holds the members and invites; this object only orders the changes.
 */
export class WorkspaceHub extends DurableObject<Env> {
  private db(): Db {
    return createDb(this.env.DB);
  }

  private serialized<T>(work: () => Promise<T>): Promise<T> {
    return this.ctx.blockConcurrencyWhile(work);
  }

  /** A used, declined, cancelled, expired or someone else's invite is gone (the route answers 404). */
  join(inviteId: string, invitee: InviteActor): Promise<JoinResult> {
    return this.serialized(async () => {
      const db = this.db();
      const invite = await loadInvite(db, inviteId);
      if (!invite || invite.email !== invitee.email) return { status: 'gone' };
      if (isExpired(invite)) {
        await db.batch(asBatch(dropInvite(db, invite)));
        return { status: 'gone' };
      }
      const limit = await memberLimitOf(db, invite.owner_id);
      if (isFull(limit, invite.members)) return { status: 'full', limit: limit! };
      const results = await db.batch([
        db.insert(workspaceMembers).values({ workspace_id: invite.workspace_id, user_id: invitee.id, role_id: invite.role_id }).onConflictDoNothing(),
        ...dropInvite(db, invite),
      ]);
      return { status: 'joined', workspaceId: invite.workspace_id, counts: countsOf(invite, results) };
    });
  }

  decline(inviteId: string, actor: InviteActor): Promise<DeclineResult> {
    return this.serialized(async () => {
      const db = this.db();
      const invite = await loadInvite(db, inviteId);
      if (!invite || (invite.email !== actor.email && !actor.managesWorkspace)) return { status: 'gone' };
      const results = await db.batch(asBatch(dropInvite(db, invite)));
      return isExpired(invite) ? { status: 'gone' } : { status: 'declined', counts: countsOf(invite, results) };
    });
  }

  /** A member leaves or is removed; the owner never is. */
  removeMember(workspaceId: number, userId: number): Promise<RemoveResult> {
    return this.serialized(async () => {
      const db = this.db();
      const [member] = await db
        .select({ role_id: workspaceMembers.role_id })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.user_id, userId)));
      if (!member) return { status: 'not-member' };
      if (member.role_id === WORKSPACE_ROLES.owner) return { status: 'owner' };
      await db
        .delete(workspaceMembers)
        .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.user_id, userId), ne(workspaceMembers.role_id, WORKSPACE_ROLES.owner)));
      return { status: 'removed' };
    });
  }
}

export function workspaceHub(env: Env, workspaceId: number) {
  return env.WORKSPACE_HUB.get(env.WORKSPACE_HUB.idFromName(`workspace:${workspaceId}`));
}
