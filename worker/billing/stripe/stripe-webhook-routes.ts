import { Hono } from 'hono';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { gatewayConfig } from '../gateway-config';
import { alreadyApplied, applyOnce } from '../webhook-events';
import { stripeClient, stripeCrypto, type Stripe } from './stripe-client';
import { stripeInvoiceWrite, stripeSubscriptionWrites } from './stripe-subscription-sync';
import { responds } from '../../http/responds';
import { z } from 'zod';

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'customer.subscription.paused', 'customer.subscription.resumed']);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * What an event changes. The subscription is always read back from Stripe
 * rather than taken from the event, so deliveries that arrive out of order
 * still leave the row as Stripe has it now.
 */
async function eventWrites(stripe: Stripe, db: Db, event: Stripe.Event) {
  if (event.type === 'checkout.session.completed') {
    const subscriptionId = idOf(event.data.object.subscription);
    return subscriptionId ? stripeSubscriptionWrites(stripe, db, subscriptionId) : [];
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) return stripeSubscriptionWrites(stripe, db, (event.data.object as Stripe.Subscription).id);
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (!subscriptionId) return [];
    const writes = await stripeSubscriptionWrites(stripe, db, subscriptionId);
    return writes.length ? [...writes, stripeInvoiceWrite(db, invoice, subscriptionId, event.type === 'invoice.paid')] : [];
  }
  return [];
}

/**
 * POST /api/v1/billing/stripe/webhook, mounted before sessions and CSRF:
 * Stripe's signature is its authorization. The raw body is verified with
 * the SDK's SubtleCrypto provider (400 and nothing changed when it fails);
 * each event id is applied once (webhook-events.ts).
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/api/v1/billing/stripe/webhook', responds(z.object({ received: z.literal(true), duplicate: z.boolean() })), async (c) => {
  const db = c.get('db');
  const { stripe: config } = await gatewayConfig(c.env, db, { switchedOff: true });
  if (!config?.webhookSecret) throw notFound();
  const stripe = stripeClient(config);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(await c.req.text(), c.req.header('stripe-signature') ?? '', config.webhookSecret, undefined, stripeCrypto);
  } catch {
    return c.json({ message: 'Invalid signature.' }, 400);
  }
  if (await alreadyApplied(db, 'stripe', event.id)) return c.json({ received: true, duplicate: true });
  const applied = await applyOnce(db, 'stripe', event, await eventWrites(stripe, db, event));
  return c.json({ received: true, duplicate: !applied });
});
