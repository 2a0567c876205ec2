import { Hono, type Context } from 'hono';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoices, prices, products, subscriptions, type SubscriptionRow } from '../../db/billing';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { validate } from '../http/validate';
import { paginate, paginated } from '../http/pagination';
import { notFound, ValidationError } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { BillingSubscription, InvoicePayload, PlanChangePreview } from './billing-types';
import { toMajor } from './money';
import { presentPrice, presentProduct, productWithPrice, productsById } from './product-service';
import { planChangePreview } from './plan-change';
import { presentSubscription } from './subscription-state';
import { subscriptionGateway } from './subscription-gateways';
import { responds } from '../http/responds';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const planBody = z.object({ product_id: z.number().int().positive(), price_id: z.number().int().positive() });
const invoicePage = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), per_page: z.coerce.number().int().min(1).max(100).default(20) });

/** A subscription with its plan, price and payment method, as /billing shows it. */
export async function billingSubscription(db: Db, row: SubscriptionRow): Promise<BillingSubscription> {
  const { products: byId, prices: priceRows } = await productsById(db, [row.product_id]);
  const price = priceRows.find((p) => p.id === row.price_id);
  return { ...presentSubscription(row), product: presentProduct(byId.get(row.product_id)!, priceRows), price: price ? presentPrice(price) : null, payment_method: row.payment_method ?? null };
}

/** The signed-in user's own subscription, else 404 (another user's is never confirmed to exist). */
async function ownSubscription(c: Context<AppEnv>, id: number): Promise<SubscriptionRow> {
  const [row] = await c.get('db').select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.user_id, c.get('user')!.id))).limit(1);
  if (!row) throw notFound();
  return row;
}

const reread = async (db: Db, id: number) => (await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1))[0]!;

/** A subscription the owner may still act on: valid (waiting-for-payment and ended ones are 422). */
function requireValid(row: SubscriptionRow) {
  if (!presentSubscription(row).valid) throw ValidationError.field('id', 'This subscription has ended.');
}

const presentInvoice = (row: typeof invoices.$inferSelect): InvoicePayload => ({
  id: row.id,
  subscription_id: row.subscription_id,
  gateway: row.gateway,
  amount: toMajor(row.unit_amount, row.currency),
  currency: row.currency,
  status: row.status,
  description: row.description,
  period_start: row.period_start,
  period_end: row.period_end,
  created_at: row.created_at,
});

/** The target of a plan change: another price of a paid plan that is on sale. */
async function nextPrice(db: Db, body: z.infer<typeof planBody>) {
  const { product, price } = await productWithPrice(db, body.product_id, body.price_id);
  if (product.hidden) throw notFound();
  return price;
}

const subscriptionAnswer = z.object({ subscription: BillingSubscription });

/**
 * docs/api/billing.md, "Your subscription": /billing and its children. Each
 * route acts on the signed-in user's own subscription only; the change goes
 * to the subscription's gateway first (subscription-gateways.ts), then our
 * row is stored as the gateway has it, and the answer carries the new state.
 */
export const subscriptionRoutes = new Hono<AppEnv>()
  .use('/billing/subscription', requireAuth)
  .use('/billing/subscriptions/*', requireAuth)
  .use('/billing/invoices', requireAuth)
  .use('/billing/invoices/*', requireAuth)
  .get('/billing/subscription', responds(z.object({ subscription: BillingSubscription.nullable() })), async (c) => {
    // bootstrap's list is newest first: the newest valid one is the plan /billing shows.
    const current = c.get('user')!.subscriptions.find((s) => s.valid);
    if (!current) return c.json({ subscription: null });
    return c.json({ subscription: await billingSubscription(c.get('db'), await ownSubscription(c, current.id)) });
  })
  .get('/billing/invoices', validate('query', invoicePage), responds(paginated(InvoicePayload)), async (c) => {
    const { page, per_page } = c.req.valid('query');
    const db = c.get('db');
    const mine = eq(invoices.user_id, c.get('user')!.id);
    const [rows, [{ total }]] = await db.batch([
      db.select().from(invoices).where(mine).orderBy(desc(invoices.created_at), desc(invoices.id)).limit(per_page).offset((page - 1) * per_page),
      db.select({ total: count() }).from(invoices).where(mine),
    ]);
    return c.json(paginate(rows.map(presentInvoice), page, per_page, total));
  })
  .get('/billing/invoices/:id', validate('param', idParam), responds(z.object({ invoice: InvoicePayload.extend({ product_name: z.string(), customer: z.object({ name: z.string(), email: z.string() }) }) })), async (c) => {
    const db = c.get('db');
    const user = c.get('user')!;
    const [row] = await db
      .select({ invoice: invoices, product: products.name })
      .from(invoices)
      .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscription_id))
      .leftJoin(products, eq(products.id, subscriptions.product_id))
      .where(and(eq(invoices.id, c.req.valid('param').id), eq(invoices.user_id, user.id)))
      .limit(1);
    if (!row) throw notFound();
    return c.json({ invoice: { ...presentInvoice(row.invoice), product_name: row.product ?? '', customer: { name: user.name, email: user.email } } });
  })
  .post('/billing/subscriptions/:id/cancel', validate('param', idParam), responds(subscriptionAnswer), async (c) => {
    const row = await ownSubscription(c, c.req.valid('param').id);
    requireValid(row);
    if (row.canceled_at) throw ValidationError.field('id', 'This subscription is already canceled.');
    await (await subscriptionGateway({ env: c.env, db: c.get('db') }, row)).cancel(row, false);
    return c.json({ subscription: await billingSubscription(c.get('db'), await reread(c.get('db'), row.id)) });
  })
  .post('/billing/subscriptions/:id/renew', validate('param', idParam), responds(subscriptionAnswer), async (c) => {
    const row = await ownSubscription(c, c.req.valid('param').id);
    if (!presentSubscription(row).on_grace_period) throw ValidationError.field('id', 'Only a canceled subscription that has not ended yet can be renewed.');
    await (await subscriptionGateway({ env: c.env, db: c.get('db') }, row)).renew(row);
    return c.json({ subscription: await billingSubscription(c.get('db'), await reread(c.get('db'), row.id)) });
  })
  .post('/billing/subscriptions/:id/change-plan/preview', validate('param', idParam), validate('json', planBody), responds(z.object({ preview: PlanChangePreview })), async (c) => {
    const db = c.get('db');
    const row = await ownSubscription(c, c.req.valid('param').id);
    requireValid(row);
    const next = await nextPrice(db, c.req.valid('json'));
    const [current] = row.price_id ? await db.select().from(prices).where(eq(prices.id, row.price_id)).limit(1) : [];
    return c.json({ preview: planChangePreview(row, current ?? null, next) });
  })
  .post('/billing/subscriptions/:id/change-plan', validate('param', idParam), validate('json', planBody), responds(subscriptionAnswer.extend({ redirect: z.string().nullable() })), async (c) => {
    const db = c.get('db');
    const row = await ownSubscription(c, c.req.valid('param').id);
    requireValid(row);
    // A plan given by hand has nothing to charge or prorate: an admin changes it.
    if (row.gateway === 'none') throw ValidationError.field('gateway', 'This plan was given to you: ask us to change it.');
    const next = await nextPrice(db, c.req.valid('json'));
    const [current] = row.price_id ? await db.select().from(prices).where(eq(prices.id, row.price_id)).limit(1) : [];
    planChangePreview(row, current ?? null, next); // the same refusals as the preview (currency, same price)
    const returnUrl = `${new URL(c.req.url).origin}/billing`;
    const { redirect } = await (await subscriptionGateway({ env: c.env, db }, row)).changePlan(row, next, returnUrl);
    return c.json({ subscription: await billingSubscription(db, await reread(db, row.id)), redirect });
  })
  .post('/billing/subscriptions/:id/payment-method', validate('param', idParam), responds(z.object({ url: z.string() })), async (c) => {
    const row = await ownSubscription(c, c.req.valid('param').id);
    requireValid(row);
    const returnUrl = `${new URL(c.req.url).origin}/billing/change-payment-method/done?subscription=${row.id}`;
    const url = await (await subscriptionGateway({ env: c.env, db: c.get('db') }, row)).paymentMethodUrl(row, returnUrl);
    if (!url) throw ValidationError.field('gateway', 'This subscription has no payment method to change.');
    return c.json({ url });
  })
  .post('/billing/subscriptions/:id/refresh', validate('param', idParam), responds(subscriptionAnswer), async (c) => {
    const row = await ownSubscription(c, c.req.valid('param').id);
    await (await subscriptionGateway({ env: c.env, db: c.get('db') }, row)).refresh(row);
    return c.json({ subscription: await billingSubscription(c.get('db'), await reread(c.get('db'), row.id)) });
  });
