import { Hono } from 'hono';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { prices, productPermissions, products, subscriptions } from '../../../db/billing';
import { permissions } from '../../../db/roles';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { adminListRoutes } from '../list/list-routes';
import { presentProduct } from '../../billing/product-service';
import { retirePlan, syncPlan } from '../../billing/plan-sync';
import { AdminProductPayload, GatewaySync } from '../../billing/billing-types';
import { planBody } from './plan-body';
import { checkPlanRefs, planWrites } from './plan-write';
import { plansList } from './plans-list';
import { responds } from '../../http/responds';

const MANAGE_PLANS = 'plans.update';
const productParam = z.object({ id: z.coerce.number().int().positive() });

/** One plan as its edit page needs it, or 404: four statements in one batch. */
async function adminProduct(db: Db, id: number): Promise<AdminProductPayload> {
  const [[product], priceRows, grants, [{ value }]] = await db.batch([
    db.select().from(products).where(eq(products.id, id)).limit(1),
    db.select().from(prices).where(eq(prices.product_id, id)),
    db
      .select({ name: permissions.name, restrictions: productPermissions.restrictions })
      .from(productPermissions)
      .innerJoin(permissions, eq(permissions.id, productPermissions.permission_id))
      .where(eq(productPermissions.product_id, id)),
    db.select({ value: count() }).from(subscriptions).where(eq(subscriptions.product_id, id)),
  ]);
  if (!product) throw notFound();
  return { ...presentProduct(product, priceRows), role_id: product.role_id, permissions: grants, stripe_id: product.stripe_id, paypal_id: product.paypal_id, subscriptions_count: value };
}

/**
 * docs/api/billing.md, "Plans" (plans.update): the admin's list, new, edit
 * and delete. Each save goes on to the configured gateways (plan-sync.ts)
 * and says what happened there (`gateways`).
 */
export const planRoutes = new Hono<AppEnv>()
  // Reading the plans is also for whoever gifts them (/admin/subscriptions' dialog); changing them is plans.update only.
  .route('/', adminListRoutes('/products', [MANAGE_PLANS, 'subscriptions.update'], plansList))
  .get('/products/:id', requirePermission(MANAGE_PLANS), validate('param', productParam), responds(z.object({ product: AdminProductPayload })), async (c) => c.json({ product: await adminProduct(c.get('db'), c.req.valid('param').id) }))
  .post('/products', requirePermission(MANAGE_PLANS), validate('json', planBody), responds(z.object({ product: AdminProductPayload, gateways: GatewaySync }), 201), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    const ids = await checkPlanRefs(db, input);
    // Hidden until the batch below gives it its fields, so a failed batch never shows a bare plan on /pricing.
    const [created] = await db.insert(products).values({ name: input.name, hidden: true }).returning({ id: products.id });
    const { writes } = await planWrites(db, created.id, input, ids);
    await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
    const gateways = await syncPlan(c.env, db, created.id, { stripe: [], paypal: [] });
    return c.json({ product: await adminProduct(db, created.id), gateways }, 201);
  })
  .put('/products/:id', requirePermission(MANAGE_PLANS), validate('param', productParam), validate('json', planBody), responds(z.object({ product: AdminProductPayload, gateways: GatewaySync })), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = c.get('db');
    await adminProduct(db, id);
    const ids = await checkPlanRefs(db, input);
    const current = await db.select().from(prices).where(eq(prices.product_id, id));
    const { writes, retired } = await planWrites(db, id, input, ids, current);
    await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
    const gateways = await syncPlan(c.env, db, id, retired);
    return c.json({ product: await adminProduct(db, id), gateways });
  })
  .delete('/products/:id', requirePermission(MANAGE_PLANS), validate('param', productParam), responds(z.object({ message: z.string(), gateways: GatewaySync })), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const { subscriptions_count } = await adminProduct(db, id);
    // Subscriptions (ended ones too) keep their plan for /billing, invoices and the admin's history.
    if (subscriptions_count > 0) throw ValidationError.field('id', 'A plan with subscriptions cannot be deleted: hide it instead.');
    const [[product], productPrices] = await db.batch([
      db.select().from(products).where(eq(products.id, id)).limit(1),
      db.select().from(prices).where(eq(prices.product_id, id)),
    ]);
    await db.delete(products).where(eq(products.id, id));
    const gateways = await retirePlan(c.env, db, product, productPrices);
    return c.json({ message: 'Plan deleted', gateways });
  });
