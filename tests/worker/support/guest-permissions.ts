import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { permissions, rolePermissions, roles } from '../../../db/roles';
import { forgetAppSnapshot } from '../../../worker/cache/app-snapshot';
import { db } from './http';

/**
 * Runs `body` while the guest role lacks `permission` in this file's D1, then
 * grants it back. The guest role is read from the app snapshot in KV, so the
 * snapshot is forgotten on both sides (worker/permissions/guest-role.ts).
 */
export async function withoutGuestPermission(permission: string, body: () => Promise<void>) {
  const [guests] = await db().select().from(roles).where(eq(roles.guests, true));
  const [revoked] = await db().select().from(permissions).where(eq(permissions.name, permission));
  const grant = and(eq(rolePermissions.role_id, guests.id), eq(rolePermissions.permission_id, revoked.id));
  const [row] = await db().delete(rolePermissions).where(grant).returning();
  await forgetAppSnapshot(env);
  try {
    await body();
  } finally {
    if (row) await db().insert(rolePermissions).values(row);
    await forgetAppSnapshot(env);
  }
}
