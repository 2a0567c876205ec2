import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { CONNECTION_STATUSES, SCROBBLE_SERVICES, scrobbleConnections, type ConnectionStatus, type ScrobbleService } from '../../db/scrobbling';
import { openSecret, sealSecret } from '../app-passwords/secret-box';

/** A connection as the account panel sees it: never its token or session key. */
export const ConnectionPayload = z.object({
  id: z.number(),
  service: z.enum(SCROBBLE_SERVICES),
  account_name: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  status_message: z.string().nullable(),
  status_at: z.string().nullable(),
  last_scrobble_at: z.string().nullable(),
  /** Scrobbles waiting to be sent. */
  pending: z.number(),
  created_at: z.string(),
});
export type ConnectionPayload = z.infer<typeof ConnectionPayload>;

// Written out: drizzle leaves a single-table select's columns unqualified, and `id` would be the outbox's own. scrobble_outbox_connection_status_idx counts it.
const pendingCount = sql<number>`(SELECT count(*) FROM scrobble_outbox o WHERE o.connection_id = scrobble_connections.id AND o.status = 'pending')`;

export async function connectionsOf(db: Db, userId: number): Promise<ConnectionPayload[]> {
  return db
    .select({
      id: scrobbleConnections.id,
      service: scrobbleConnections.service,
      account_name: scrobbleConnections.account_name,
      status: scrobbleConnections.status,
      status_message: scrobbleConnections.status_message,
      status_at: scrobbleConnections.status_at,
      last_scrobble_at: scrobbleConnections.last_scrobble_at,
      pending: pendingCount,
      created_at: scrobbleConnections.created_at,
    })
    .from(scrobbleConnections)
    .where(eq(scrobbleConnections.user_id, userId))
    .orderBy(scrobbleConnections.service);
}

/** Connects (or reconnects) the listener's account: a new credential, status connected; scrobbles kept while it was revoked are sent again. */
export async function saveConnection(env: Env, db: Db, userId: number, service: ScrobbleService, accountName: string, credential: string): Promise<number> {
  const values = {
    account_name: accountName,
    credential_encrypted: await sealSecret(env, credential),
    status: 'connected' as const,
    status_message: null,
    status_at: new Date().toISOString(),
  };
  const [row] = await db
    .insert(scrobbleConnections)
    .values({ user_id: userId, service, ...values })
    .onConflictDoUpdate({ target: [scrobbleConnections.user_id, scrobbleConnections.service], set: values })
    .returning({ id: scrobbleConnections.id });
  return row.id;
}

/** Disconnect: the row and its outbox go (ON DELETE CASCADE). False when the connection is not the user's. */
export async function deleteConnection(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(scrobbleConnections)
    .where(and(eq(scrobbleConnections.id, id), eq(scrobbleConnections.user_id, userId)))
    .returning({ id: scrobbleConnections.id });
  return removed.length > 0;
}

export async function setConnectionStatus(db: Db, id: number, status: ConnectionStatus, message: string | null): Promise<void> {
  await db.update(scrobbleConnections).set({ status, status_message: message, status_at: new Date().toISOString() }).where(eq(scrobbleConnections.id, id));
}

export type StoredConnection = typeof scrobbleConnections.$inferSelect;

/** The plain token or session key; null when the sealing key changed (the listener reconnects). */
export const connectionCredential = (env: Env, connection: StoredConnection) => openSecret(env, connection.credential_encrypted);
