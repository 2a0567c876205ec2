import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { asBatch } from '../music/batch-rows';
import { dropInvite } from './invite-records';

/** Expired invites dropped per cron run; the rest wait for the next run. */
const PRUNE_BATCH = 100;

/** Cron (worker/jobs/scheduled.ts): expired invites leave, with the notifications that offered them (workspace_invites_expiry_idx). */
export async function pruneExpiredInvites(db: Db): Promise<string> {
  const expired = await db.all<{ id: string; notified: string }>(sql`
    SELECT i.id, (SELECT json_group_array(n.user_id) FROM notifications n WHERE n.invite_id = i.id) AS notified
    FROM workspace_invites i WHERE i.expires_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') LIMIT ${PRUNE_BATCH}`);
  const writes = expired.flatMap((invite) => dropInvite(db, { id: invite.id, notified: JSON.parse(invite.notified) as number[] }));
  if (writes.length) await db.batch(asBatch(writes));
  return `Removed ${expired.length} expired workspace invitations.`;
}
