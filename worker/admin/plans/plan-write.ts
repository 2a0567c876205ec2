import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { prices, productPermissions, products, subscriptions } from '../../../db/billing';
import { permissions, rolePermissions, roles } from '../../../db/roles';
import { isoNow } from '../../../db/columns';
import { ValidationError } from '../../http/errors';
import { permissionIds } from '../roles/role-write';
import { toMinor } from '../../billing/money';
import type { Retired } from '../../billing/plan-sync';
import type { PriceRow } from '../../billing/product-service';
import type { PlanInput, PriceInput } from './plan-body';

/** Buying a plan never makes anyone an administrator, directly or through the plan's role. */
const ADMIN_PERMISSIONS = ['admin', 'admin.access'];

/** Checks what the body names (role, permissions) and returns the permission ids. */
export async function checkPlanRefs(db: Db, input: PlanInput) {
  if (input.permissions.some((p) => ADMIN_PERMISSIONS.includes(p.name))) {
    throw ValidationError.field('permissions', 'A plan cannot make anyone an administrator.');
  }
  if (input.role_id !== null) {
    const [[role], adminGrants] = await db.batch([
      db.select({ guests: roles.guests }).from(roles).where(eq(roles.id, input.role_id)).limit(1),
      db
        .select({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
        .where(and(eq(rolePermissions.role_id, input.role_id), inArray(permissions.name, ADMIN_PERMISSIONS))),
    ]);
    if (!role || role.guests) throw ValidationError.field('role_id', 'Choose a role that exists (not the visitors’ role).');
    if (adminGrants.length) throw ValidationError.field('role_id', 'A plan cannot make anyone an administrator.');
  }
  return permissionIds(db, { permissions: input.permissions, guests: false });
}

const sameTerms = (row: PriceRow, input: PriceInput) =>
  row.unit_amount === toMinor(input.amount, input.currency) && row.currency === input.currency && row.interval === input.interval && row.interval_count === input.interval_count;

/**
 * The statements that make product `id` exactly `input` (fields, grants,
 * prices) for one batch, and the gateway ids that stop being used. A price
 * someone subscribes to cannot change or go (422): add a new one instead.
 */
export async function planWrites(db: Db, id: number, input: PlanInput, ids: Map<string, number>, current: PriceRow[] = []) {
  const kept = new Map(input.prices.filter((p) => p.id).map((p) => [p.id!, p]));
  if ([...kept.keys()].some((priceId) => !current.some((row) => row.id === priceId))) throw ValidationError.field('prices', 'A price belongs to another plan.');
  const changed = current.filter((row) => !kept.has(row.id) || !sameTerms(row, kept.get(row.id)!));
  if (changed.length) {
    const [{ value }] = await db.select({ value: count() }).from(subscriptions).where(inArray(subscriptions.price_id, changed.map((row) => row.id)));
    if (value > 0) throw ValidationError.field('prices', 'A price with subscribers cannot change or be removed: add a new price instead.');
  }
  const retired: Retired = {
    stripe: changed.flatMap((row) => (row.stripe_id ? [row.stripe_id] : [])),
    paypal: changed.flatMap((row) => (row.paypal_id ? [row.paypal_id] : [])),
  };
  const values = (p: PriceInput) => ({ unit_amount: toMinor(p.amount, p.currency), currency: p.currency, interval: p.interval, interval_count: p.interval_count });
  const removed = current.filter((row) => !kept.has(row.id)).map((row) => row.id);
  const grants = input.permissions.map((p) => ({ product_id: id, permission_id: ids.get(p.name)!, restrictions: p.restrictions }));
  const writes = [
    db
      .update(products)
      .set({ name: input.name, description: input.description, hidden: input.hidden, recommended: input.recommended, free: input.free, feature_list: input.feature_list, position: input.position, role_id: input.role_id, updated_at: isoNow })
      .where(eq(products.id, id)),
    db.delete(productPermissions).where(eq(productPermissions.product_id, id)),
    ...(grants.length ? [db.insert(productPermissions).values(grants)] : []),
    ...(removed.length ? [db.delete(prices).where(and(eq(prices.product_id, id), inArray(prices.id, removed)))] : []),
    ...changed
      .filter((row) => kept.has(row.id))
      .map((row) => db.update(prices).set({ ...values(kept.get(row.id)!), stripe_id: null, paypal_id: null, updated_at: isoNow }).where(eq(prices.id, row.id))),
    ...input.prices.filter((p) => !p.id).map((p) => db.insert(prices).values({ product_id: id, ...values(p) })),
  ];
  return { writes, retired };
}
