import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { workspaceInvites } from '../../db/workspaces';
import { HttpError } from '../http/errors';
import { pushUnreadCounts } from '../notifications/live-push';
import { workspaceHub, type JoinResult } from './workspace-hub';

/** The workspace an invite is for, to find its hub (null once the invite is gone). */
export async function inviteWorkspace(db: Db, inviteId: string): Promise<number | null> {
  const [invite] = await db.select({ workspace_id: workspaceInvites.workspace_id }).from(workspaceInvites).where(eq(workspaceInvites.id, inviteId)).limit(1);
  return invite?.workspace_id ?? null;
}

/** Joins through the workspace's hub; `null` when the invite is gone (used, declined, deleted, expired, or for another address). */
export async function joinWorkspace(
  env: Env,
  db: Db,
  inviteId: string,
  user: { id: number; email: string },
): Promise<Extract<JoinResult, { status: 'joined' }> | null> {
  const workspaceId = await inviteWorkspace(db, inviteId);
  if (workspaceId === null) return null;
  const result = await workspaceHub(env, workspaceId).join(inviteId, user);
  if (result.status === 'gone') return null;
  if (result.status === 'full') throw new HttpError(403, `This workspace is full: it can have at most ${result.limit} members.`);
  // The invitee's other tabs drop the invite's notification from their count at once.
  await pushUnreadCounts(env, result.counts);
  return result;
}
