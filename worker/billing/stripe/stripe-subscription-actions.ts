import type { Db } from '../../db';
import type { SubscriptionRow } from '../../../db/billing';
import { ValidationError } from '../../http/errors';
import { gatewayConfig } from '../gateway-config';
import type { GatewayFactory } from '../subscription-gateway';
import { stripeClient, type Stripe } from './stripe-client';
import { stripeSubscriptionWrites } from './stripe-subscription-sync';

const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

async function store(stripe: Stripe, db: Db, sub: SubscriptionRow) {
  const writes = await stripeSubscriptionWrites(stripe, db, sub.gateway_id!);
  if (writes.length) await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
}

/**
 * A Stripe subscription's actions: each asks Stripe, then reads the
 * subscription back and stores it as the webhook would, so the page shows
 * the new state at once and the webhook that follows changes nothing.
 */
export const stripeGateway: GatewayFactory = async ({ env, db }) => {
  const { stripe: config } = await gatewayConfig(env, db, { switchedOff: true });
  if (!config) return null;
  const stripe = stripeClient(config);
  const id = (sub: SubscriptionRow) => sub.gateway_id!;
  return {
    async cancel(sub, immediately) {
      if (immediately) await stripe.subscriptions.cancel(id(sub));
      else await stripe.subscriptions.update(id(sub), { cancel_at_period_end: true });
      await store(stripe, db, sub);
    },
    async renew(sub) {
      // Undo whichever kind of pending cancel it has: at the period's end, or an end date (cancel_at). Stripe takes one of the two per call.
      const current = await stripe.subscriptions.retrieve(id(sub));
      await stripe.subscriptions.update(id(sub), current.cancel_at_period_end ? { cancel_at_period_end: false } : { cancel_at: '' });
      await store(stripe, db, sub);
    },
    async changePlan(sub, next) {
      if (!next.stripe_id) throw ValidationError.field('price_id', 'This plan is not available for card payments yet.');
      const current = await stripe.subscriptions.retrieve(id(sub));
      const item = current.items.data[0];
      // Charged (or credited) now for the rest of the period, as the preview explains (plan-change.ts).
      await stripe.subscriptions.update(id(sub), { items: [{ id: item.id, price: next.stripe_id }], proration_behavior: 'always_invoice' });
      await store(stripe, db, sub);
      return { redirect: null };
    },
    async setEndDate(sub, endsAt) {
      if (endsAt && Date.parse(endsAt) <= Date.now()) await stripe.subscriptions.cancel(id(sub));
      else await stripe.subscriptions.update(id(sub), { cancel_at: endsAt ? unix(endsAt) : '' });
      await store(stripe, db, sub);
    },
    async paymentMethodUrl(sub, returnUrl) {
      const current = await stripe.subscriptions.retrieve(id(sub));
      const customer = typeof current.customer === 'string' ? current.customer : current.customer.id;
      // Stripe's own page for a new card: the card never touches ours.
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
        flow_data: { type: 'payment_method_update', after_completion: { type: 'redirect', redirect: { return_url: returnUrl } } },
      });
      return session.url;
    },
    refresh: (sub) => store(stripe, db, sub),
  };
};
