import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { products } from '../../db/billing';
import { getSettings } from '../settings/settings-service';
import { ERROR_ACTIONS, HttpError, type ErrorAction } from '../http/errors';

/**
 * SPEC section 8's optional action for a refusal a plan would lift: 'See
 * plans' (/pricing) while billing is on and a plan on /pricing grants the
 * permission, by its own grants or its role's (worker/billing/plan-grants.ts).
 * Read only when refusing; plans are a short list an admin keeps, so walking
 * them costs nothing, and each check is a primary-key lookup.
 */
export async function plansAction(env: Env, db: Db, permission: string): Promise<ErrorAction | undefined> {
  const settings = await getSettings(env, db);
  if (settings['billing.enable'] !== true) return undefined;
  const grants = sql`(
    exists (select 1 from product_permissions pp join permissions pe on pe.id = pp.permission_id where pp.product_id = products.id and pe.name = ${permission})
    or exists (select 1 from role_permissions rp join permissions pe on pe.id = rp.permission_id where rp.role_id = products.role_id and pe.name = ${permission})
  )`;
  const [offered] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.hidden, false), grants))
    .limit(1);
  return offered ? ERROR_ACTIONS.plans : undefined;
}

/** A 403 for a permission the user lacks or has used up, with the plans action when a plan offers more. */
export async function forbiddenWithPlans(env: Env, db: Db, permission: string, message?: string): Promise<HttpError> {
  const action = await plansAction(env, db, permission);
  return new HttpError(403, message, {}, action ? { action } : {});
}
