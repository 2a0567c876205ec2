import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { subscriptions } from '../../db/billing';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { gatewayConfig } from './gateway-config';
import { productWithPrice } from './product-service';
import { stripeClient } from './stripe/stripe-client';
import { stripeCustomerId } from './stripe/stripe-customer';
import { stripeSubscriptionWrites } from './stripe/stripe-subscription-sync';
import { presentSubscription } from './subscription-state';
import { responds } from '../http/responds';
import { SubscriptionPayload } from './billing-types';

const checkoutBody = z.object({ product_id: z.number().int().positive(), price_id: z.number().int().positive() });
const sessionParam = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'Not a checkout session.') });

/**
 * docs/api/billing.md, "Checkout": a Stripe-hosted Checkout page for one
 * price (the card is entered on Stripe's page, never ours). The
 * subscription itself arrives by webhook (stripe-webhook-routes.ts).
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .post('/billing/stripe/checkout', requireAuth, validate('json', checkoutBody), responds(z.object({ checkout: z.object({ id: z.string(), url: z.string().nullable() }) })), async (c) => {
  const user = c.get('user')!;
  const db = c.get('db');
  const { product_id, price_id } = c.req.valid('json');
  // SPEC section 6: a subscribed user changes plan on /billing instead.
  if (user.subscriptions.some((s) => s.valid)) throw ValidationError.field('product_id', 'You already have a subscription: change your plan on the billing page.');
  const { price } = await productWithPrice(db, product_id, price_id);
  const { stripe: config } = await gatewayConfig(c.env, db);
  if (!config) throw ValidationError.field('gateway', 'Paying by card is not available.');
  if (!price.stripe_id) throw ValidationError.field('price_id', 'This plan is not available for card payments yet.');
  const stripe = stripeClient(config);
  const customer = await stripeCustomerId(stripe, db, user);
  const origin = new URL(c.req.url).origin;
  const ids = { user_id: String(user.id), product_id: String(product_id), price_id: String(price_id) };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: String(user.id),
    line_items: [{ price: price.stripe_id, quantity: 1 }],
    // SPEC section 2: /checkout/{productId}/{priceId}/stripe/done; Stripe fills in the session id.
    success_url: `${origin}/checkout/${product_id}/${price_id}/stripe/done?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/checkout/${product_id}/${price_id}`,
    metadata: ids,
    subscription_data: { metadata: ids },
  });
  return c.json({ checkout: { id: session.id, url: session.url } });
})
  /**
   * The done page (/checkout/.../stripe/done?session_id=...) asks how its
   * checkout ended, so the new plan applies without waiting for the webhook:
   * a completed session's subscription is read from Stripe and stored as the
   * webhook would store it. Only the session's own user may ask (404 for
   * anyone else).
   */
  .post('/billing/stripe/checkout/:sessionId/complete', requireAuth, validate('param', sessionParam), responds(z.object({ status: z.enum(['open', 'complete', 'expired']).nullable(), subscription: SubscriptionPayload.nullable() })), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    const { stripe: config } = await gatewayConfig(c.env, db, { switchedOff: true });
    if (!config) throw notFound();
    const stripe = stripeClient(config);
    const session = await stripe.checkout.sessions.retrieve(c.req.valid('param').sessionId).catch((error: { statusCode?: number }) => {
      if (error.statusCode === 404) return null;
      throw error;
    });
    if (!session || session.client_reference_id !== String(user.id)) throw notFound();
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
    if (session.status !== 'complete' || !subscriptionId) return c.json({ status: session.status, subscription: null });
    const writes = await stripeSubscriptionWrites(stripe, db, subscriptionId);
    if (writes.length) await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.gateway, 'stripe'), eq(subscriptions.gateway_id, subscriptionId), eq(subscriptions.user_id, user.id)))
      .limit(1);
    return c.json({ status: session.status, subscription: row ? presentSubscription(row) : null });
  });
