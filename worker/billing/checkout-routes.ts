import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { ValidationError } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { gatewayConfig } from './gateway-config';
import { productWithPrice } from './product-service';
import { stripeClient } from './stripe/stripe-client';
import { stripeCustomerId } from './stripe/stripe-customer';

const checkoutBody = z.object({ product_id: z.number().int().positive(), price_id: z.number().int().positive() });

/**
 * docs/api/billing.md, "Checkout": a Stripe-hosted Checkout page for one
 * price (the card is entered on Stripe's page, never ours). The
 * subscription itself arrives by webhook (stripe-webhook-routes.ts).
 */
export const checkoutRoutes = new Hono<AppEnv>().post('/billing/stripe/checkout', requireAuth, validate('json', checkoutBody), async (c) => {
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
});
