import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { subscriptions } from '../../../db/billing';
import type { AppEnv } from '../../types';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requireAuth } from '../../permissions/guard';
import { getSettings } from '../../settings/settings-service';
import { gatewayConfig } from '../gateway-config';
import { productWithPrice } from '../product-service';
import { presentSubscription } from '../subscription-state';
import { PaypalApi, PaypalError } from './paypal-api';
import { approveLink, fetchPaypalSubscription, paypalSubscriptionWrites, type PaypalSubscription } from './paypal-subscription-sync';
import { responds } from '../../http/responds';
import { SubscriptionPayload } from '../billing-types';

const checkoutBody = z.object({ product_id: z.number().int().positive(), price_id: z.number().int().positive() });
const subscriptionParam = z.object({ subscriptionId: z.string().regex(/^I-[A-Z0-9]{1,60}$/, 'Not a PayPal subscription.') });

/** The statuses after which the buyer has agreed at PayPal: the subscription is stored (APPROVED as incomplete until PayPal activates it). */
const AGREED: PaypalSubscription['status'][] = ['APPROVED', 'ACTIVE'];

/**
 * docs/api/billing.md, "Checkout (PayPal)": a PayPal subscription to the
 * price's billing plan, which the buyer approves on PayPal's page; PayPal
 * then activates it, and the done page (or the webhook) stores it.
 */
export const paypalCheckoutRoutes = new Hono<AppEnv>()
  .post('/billing/paypal/checkout', requireAuth, validate('json', checkoutBody), responds(z.object({ checkout: z.object({ id: z.string(), url: z.string().nullable() }) })), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    const { product_id, price_id } = c.req.valid('json');
    // SPEC section 6: a subscribed user changes plan on /billing instead.
    if (user.subscriptions.some((s) => s.valid)) throw ValidationError.field('product_id', 'You already have a subscription: change your plan on the billing page.');
    const { price } = await productWithPrice(db, product_id, price_id);
    const { paypal: config } = await gatewayConfig(c.env, db);
    if (!config) throw ValidationError.field('gateway', 'Paying with PayPal is not available.');
    if (!price.paypal_id) throw ValidationError.field('price_id', 'This plan is not available for PayPal payments yet.');
    const settings = await getSettings(c.env, db);
    const origin = new URL(c.req.url).origin;
    const created = await new PaypalApi(config, c.env).request<PaypalSubscription>('POST', '/v1/billing/subscriptions', {
      plan_id: price.paypal_id,
      custom_id: String(user.id),
      subscriber: { email_address: user.email, ...(user.name ? { name: { given_name: user.name.slice(0, 140) } } : {}) },
      application_context: {
        brand_name: String(settings['branding.site_name']).slice(0, 127),
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
        // SPEC section 2: /checkout/{productId}/{priceId}/paypal/done; PayPal adds subscription_id, ba_token and token.
        return_url: `${origin}/checkout/${product_id}/${price_id}/paypal/done`,
        cancel_url: `${origin}/checkout/${product_id}/${price_id}`,
      },
    });
    const url = approveLink(created);
    if (!url) throw new Error(`PayPal subscription ${created.id} came without an approve link`);
    return c.json({ checkout: { id: created.id, url } });
  })
  /**
   * The done page (/checkout/.../paypal/done?subscription_id=...) asks how
   * the approval ended, so the plan applies without waiting for the
   * webhook: an approved or active subscription is read from PayPal and
   * stored as the webhook would store it. Only its own user may ask (404
   * for anyone else).
   */
  .post('/billing/paypal/subscriptions/:subscriptionId/complete', requireAuth, validate('param', subscriptionParam), responds(z.object({ status: z.enum(['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED']), subscription: SubscriptionPayload.nullable() })), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    const { paypal: config } = await gatewayConfig(c.env, db, { switchedOff: true });
    if (!config) throw notFound();
    const { subscriptionId } = c.req.valid('param');
    const sub = await fetchPaypalSubscription(new PaypalApi(config, c.env), subscriptionId).catch((error: unknown) => {
      if (error instanceof PaypalError && error.status === 404) return null;
      throw error;
    });
    if (!sub || sub.custom_id !== String(user.id)) throw notFound();
    if (!AGREED.includes(sub.status)) return c.json({ status: sub.status, subscription: null });
    const writes = await paypalSubscriptionWrites(db, sub);
    if (writes.length) await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.gateway, 'paypal'), eq(subscriptions.gateway_id, sub.id), eq(subscriptions.user_id, user.id)))
      .limit(1);
    return c.json({ status: sub.status, subscription: row ? presentSubscription(row) : null });
  });
