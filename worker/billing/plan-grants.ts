import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { permissions, rolePermissions } from '../../db/roles';
import { productPermissions, products, subscriptions } from '../../db/billing';
import { validSubscription } from './subscription-state';

/**
 * What a user's plans add to their permissions while a subscription is
 * valid (SPEC section 6): the product's own grants and its role's grants.
 * Selects shaped like load-user's grants, to join its UNION ALL: the same
 * D1 round trip, on subscriptions_user_idx.
 */
export function planGrants(db: Db, userId: number | SQL) {
  const own = db
    .select({ name: permissions.name, restrictions: productPermissions.restrictions })
    .from(subscriptions)
    .innerJoin(productPermissions, eq(productPermissions.product_id, subscriptions.product_id))
    .innerJoin(permissions, eq(permissions.id, productPermissions.permission_id))
    .where(and(eq(subscriptions.user_id, userId), validSubscription));
  const viaRole = db
    .select({ name: permissions.name, restrictions: rolePermissions.restrictions })
    .from(subscriptions)
    .innerJoin(products, and(eq(products.id, subscriptions.product_id), isNotNull(products.role_id)))
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, products.role_id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(and(eq(subscriptions.user_id, userId), validSubscription));
  return [own, viaRole] as const;
}

/** A user's subscriptions, newest first (bootstrap data flags each valid and active). */
export const userSubscriptions = (db: Db, userId: number | SQL) =>
  db.select().from(subscriptions).where(eq(subscriptions.user_id, userId)).orderBy(desc(subscriptions.id)).limit(20);
