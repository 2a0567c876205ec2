import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { notifications } from '../../db/notifications';
import { workspaceInvites, workspaces } from '../../db/workspaces';
import { recountUnread } from '../notifications/unread-counts';
import type { SqliteBatchItem } from '../music/batch-rows';

/** An invite with what joining needs to know, read in one statement. */
export type InviteRecord = {
  id: string;
  workspace_id: number;
  email: string;
  role_id: number;
  expires_at: string;
  owner_id: number;
  workspace_name: string;
  members: number;
  /** Users holding a notification that offers this invite. */
  notified: number[];
};

export function readInvite(db: Db, inviteId: string) {
  return db.all<Omit<InviteRecord, 'notified'> & { notified: string }>(sql`
    SELECT i.id, i.workspace_id, i.email, i.role_id, i.expires_at, w.owner_id, w.name AS workspace_name,
      (SELECT count(*) FROM workspace_members m WHERE m.workspace_id = i.workspace_id) AS members,
      (SELECT json_group_array(n.user_id) FROM notifications n WHERE n.invite_id = i.id) AS notified
    FROM ${workspaceInvites} i JOIN ${workspaces} w ON w.id = i.workspace_id WHERE i.id = ${inviteId}`);
}

export async function loadInvite(db: Db, inviteId: string): Promise<InviteRecord | null> {
  const [row] = await readInvite(db, inviteId);
  return row ? { ...row, notified: JSON.parse(row.notified) as number[] } : null;
}

export const isExpired = (invite: Pick<InviteRecord, 'expires_at'>) => invite.expires_at <= new Date().toISOString();

/** The notifications offering an invite leave with it, and their readers' counts are recounted (in the same batch). */
export function dropInviteNotifications(db: Db, inviteId: string, notified: number[]): SqliteBatchItem[] {
  if (!notified.length) return [];
  return [db.delete(notifications).where(eq(notifications.invite_id, inviteId)), recountUnread(db, notified)];
}

/** An invite used, declined, cancelled or expired: gone, with its notifications. */
export function dropInvite(db: Db, invite: Pick<InviteRecord, 'id' | 'notified'>): SqliteBatchItem[] {
  return [db.delete(workspaceInvites).where(eq(workspaceInvites.id, invite.id)), ...dropInviteNotifications(db, invite.id, invite.notified)];
}
