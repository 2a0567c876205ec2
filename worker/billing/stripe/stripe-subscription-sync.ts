import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../db';
import { billingCustomers, invoices, prices, subscriptions, type PaymentMethod, type SubscriptionRow } from '../../../db/billing';
import { isoNow } from '../../../db/columns';
import { isoFromUnix } from '../subscription-state';
import type { Stripe } from './stripe-client';

type Write = BatchItem<'sqlite'>;

/** Stripe's subscription statuses in ours (db/billing.ts): trials count as paid, unpaid and paused as past due. */
const STATUS: Record<Stripe.Subscription.Status, SubscriptionRow['status']> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  canceled: 'canceled',
};

/** Our state fields for a Stripe subscription: a pending cancel keeps access until the period's end, a canceled one ended when Stripe says. */
export function stripeSubscriptionState(sub: Stripe.Subscription, now = new Date()) {
  const periodEnd = sub.items.data[0]?.current_period_end;
  const status = STATUS[sub.status] ?? 'past_due';
  const card = typeof sub.default_payment_method === 'object' ? sub.default_payment_method?.card : null;
  const payment: PaymentMethod | undefined = card ? { type: 'card', brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } : undefined;
  const base = { status, ...(payment ? { payment_method: payment } : {}) };
  if (status === 'canceled') {
    return { ...base, renews_at: null, canceled_at: isoFromUnix(sub.canceled_at) ?? now.toISOString(), ends_at: isoFromUnix(sub.ended_at ?? sub.canceled_at) ?? now.toISOString() };
  }
  if (sub.cancel_at_period_end || sub.cancel_at) {
    return { ...base, renews_at: null, canceled_at: isoFromUnix(sub.canceled_at) ?? now.toISOString(), ends_at: isoFromUnix(sub.cancel_at ?? periodEnd) };
  }
  return { ...base, renews_at: isoFromUnix(periodEnd), canceled_at: null, ends_at: null };
}

/**
 * The statement that makes our row match Stripe's subscription (found by
 * its Stripe id, else created), or none when it is not one of ours: no
 * user in its metadata or customer, or a price we never synced.
 */
export async function stripeSubscriptionWrites(stripe: Stripe, db: Db, subscriptionId: string): Promise<Write[]> {
  const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
  const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const stripePrice = sub.items.data[0]?.price.id ?? '';
  const [[price], [customer]] = await db.batch([
    db.select({ id: prices.id, product_id: prices.product_id }).from(prices).where(eq(prices.stripe_id, stripePrice)).limit(1),
    db.select({ user_id: billingCustomers.user_id }).from(billingCustomers).where(eq(billingCustomers.customer_id, customerId)).limit(1),
  ]);
  const userId = Number(sub.metadata.user_id) || customer?.user_id;
  if (!price || !userId) {
    console.warn(`Stripe subscription ${sub.id}: no ${price ? 'user' : 'price'} of ours, left alone`);
    return [];
  }
  const state = stripeSubscriptionState(sub);
  return [
    db
      .insert(subscriptions)
      .values({ user_id: userId, product_id: price.product_id, price_id: price.id, gateway: 'stripe', gateway_id: sub.id, ...state })
      .onConflictDoUpdate({ target: [subscriptions.gateway, subscriptions.gateway_id], set: { product_id: price.product_id, price_id: price.id, ...state, updated_at: isoNow } }),
  ];
}

/** An invoice Stripe reported (paid or failed), kept for /billing, after its subscription's row (same batch). */
export function stripeInvoiceWrite(db: Db, invoice: Stripe.Invoice, subscriptionId: string, paid: boolean): Write {
  const line = invoice.lines?.data[0];
  const ours = sql`(SELECT ${subscriptions.id} FROM ${subscriptions} WHERE ${subscriptions.gateway} = 'stripe' AND ${subscriptions.gateway_id} = ${subscriptionId})`;
  const userOf = sql`(SELECT ${subscriptions.user_id} FROM ${subscriptions} WHERE ${subscriptions.gateway} = 'stripe' AND ${subscriptions.gateway_id} = ${subscriptionId})`;
  return db
    .insert(invoices)
    .values({
      user_id: userOf,
      subscription_id: ours,
      gateway: 'stripe',
      gateway_id: invoice.id!,
      unit_amount: paid ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      status: paid ? 'paid' : 'failed',
      description: line?.description ?? '',
      period_start: isoFromUnix(line?.period.start),
      period_end: isoFromUnix(line?.period.end),
    })
    .onConflictDoUpdate({ target: [invoices.gateway, invoices.gateway_id], set: { status: paid ? 'paid' : 'failed', unit_amount: paid ? invoice.amount_paid : invoice.amount_due } });
}
