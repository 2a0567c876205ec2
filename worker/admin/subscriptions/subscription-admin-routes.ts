import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { prices, products, subscriptions, type SubscriptionRow } from '../../../db/billing';
import { users } from '../../../db/users';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound, ValidationError, type FieldErrors } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { subscriptionGateway } from '../../billing/subscription-gateways';
import { isValid, validSubscription } from '../../billing/subscription-state';
import { adminListRoutes } from '../list/list-routes';
import { presentAdminSubscription, subscriptionsList } from './subscriptions-list';
import { cancelSubscriptionBody, createSubscriptionBody, isoDate, subscriptionParam, updateSubscriptionBody } from './subscription-body';
import { responds } from '../../http/responds';
import { z } from 'zod';
import { AdminSubscriptionRow } from './admin-subscription-types';

const MANAGE_SUBSCRIPTIONS = 'subscriptions.update';

const subscriptionAnswer = z.object({ subscription: AdminSubscriptionRow });

/** One subscription in the list's shape, or 404. */
async function adminSubscription(db: Db, id: number) {
  const [row] = await db.select(subscriptionsList.fields).from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  if (!row) throw notFound();
  return presentAdminSubscription(row);
}

async function storedRow(db: Db, id: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * docs/api/billing.md, "Subscriptions" (subscriptions.update): the admin's
 * list, gifts and offline payments made by hand, end dates and cancels. A
 * change to a running subscription goes through its gateway
 * (worker/billing/subscription-gateways.ts), so Stripe or PayPal bill as
 * our row says.
 */
export const subscriptionAdminRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/subscriptions', MANAGE_SUBSCRIPTIONS, subscriptionsList))
  .get('/subscriptions/:id', requirePermission(MANAGE_SUBSCRIPTIONS), validate('param', subscriptionParam), responds(subscriptionAnswer), async (c) =>
    c.json({ subscription: await adminSubscription(c.get('db'), c.req.valid('param').id) }),
  )
  .post('/subscriptions', requirePermission(MANAGE_SUBSCRIPTIONS), validate('json', createSubscriptionBody), responds(subscriptionAnswer, 201), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    const [[user], [product], [price], [held]] = await db.batch([
      db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id)).limit(1),
      db.select({ id: products.id }).from(products).where(eq(products.id, input.product_id)).limit(1),
      db.select({ id: prices.id }).from(prices).where(and(eq(prices.id, input.price_id ?? 0), eq(prices.product_id, input.product_id))).limit(1),
      db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.user_id, input.user_id), validSubscription)).orderBy(desc(subscriptions.id)).limit(1),
    ]);
    const errors: FieldErrors = {};
    if (!user) errors.user_id = ['Choose a user that exists.'];
    else if (held) errors.user_id = ['This user already has a valid subscription: they can hold one at a time.'];
    if (!product) errors.product_id = ['Choose a plan that exists.'];
    else if (input.price_id && !price) errors.price_id = ['Choose a price of this plan.'];
    if (input.ends_at && Date.parse(input.ends_at) <= Date.now()) errors.ends_at = ['The end date must be in the future.'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const [created] = await db
      .insert(subscriptions)
      .values({ user_id: input.user_id, product_id: input.product_id, price_id: input.price_id ?? null, gateway: 'none', status: 'active', ends_at: isoDate(input.ends_at), note: input.note ?? '' })
      .returning({ id: subscriptions.id });
    return c.json({ subscription: await adminSubscription(db, created.id) }, 201);
  })
  .put('/subscriptions/:id', requirePermission(MANAGE_SUBSCRIPTIONS), validate('param', subscriptionParam), validate('json', updateSubscriptionBody), responds(subscriptionAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = c.get('db');
    const row = await storedRow(db, id);
    // An end date in the past is allowed: it ends access now (the plan's permissions go at the user's next request).
    if (input.ends_at !== undefined && isoDate(input.ends_at) !== row.ends_at) {
      await (await subscriptionGateway({ env: c.env, db }, row)).setEndDate(row, isoDate(input.ends_at));
    }
    if (input.note !== undefined) await db.update(subscriptions).set({ note: input.note, updated_at: isoNow }).where(eq(subscriptions.id, id));
    return c.json({ subscription: await adminSubscription(db, id) });
  })
  .post('/subscriptions/:id/cancel', requirePermission(MANAGE_SUBSCRIPTIONS), validate('param', subscriptionParam), validate('json', cancelSubscriptionBody), responds(subscriptionAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const row = await storedRow(db, id);
    if (!isValid(row)) throw ValidationError.field('id', 'This subscription has already ended.');
    await (await subscriptionGateway({ env: c.env, db }, row)).cancel(row, c.req.valid('json').immediately);
    return c.json({ subscription: await adminSubscription(db, id) });
  });
