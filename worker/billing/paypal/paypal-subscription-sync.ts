import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../db';
import { invoices, prices, products, subscriptions, type PaymentMethod } from '../../../db/billing';
import { isoNow } from '../../../db/columns';
import { toMinor } from '../money';
import type { PaypalApi } from './paypal-api';

type Write = BatchItem<'sqlite'>;

type Money = { currency_code: string; value: string };

/** PayPal's subscription resource, the fields we read (developer.paypal.com/docs/api/subscriptions/v1/#subscriptions_get). */
export type PaypalSubscription = {
  id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  plan_id: string;
  custom_id?: string;
  status_change_note?: string;
  status_update_time?: string;
  subscriber?: { email_address?: string };
  billing_info?: { next_billing_time?: string; last_failed_payment?: { amount: Money; time: string } };
  links?: { href: string; rel: string; method?: string }[];
};

export const approveLink = (resource: { links?: PaypalSubscription['links'] }) => resource.links?.find((link) => link.rel === 'approve')?.href ?? null;

export const fetchPaypalSubscription = (api: PaypalApi, id: string) => api.request<PaypalSubscription>('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`);

/**
 * PayPal has no "cancel at the period's end": a subscription canceled there
 * ends at once. So ours suspends it (no more payments, and `activate` undoes
 * it) with this note as the reason; the note carries the end of access, so
 * the state is read back from PayPal alone, like every other state.
 */
const PENDING_CANCEL = /^Canceled at the end of the paid period: access ends (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)$/;
export const pendingCancelNote = (endsAt: string) => `Canceled at the end of the paid period: access ends ${new Date(endsAt).toISOString()}`;
/** The end of access of a subscription we suspended as a pending cancel, else null (a suspension by PayPal after failed payments). */
export const pendingCancelEnd = (sub: PaypalSubscription) => (sub.status === 'SUSPENDED' ? (PENDING_CANCEL.exec(sub.status_change_note ?? '')?.[1] ?? null) : null);

/**
 * Our state fields for a PayPal subscription. APPROVED (the buyer agreed,
 * PayPal has not activated it yet, usually seconds) stays `incomplete`: no
 * plan before PayPal says ACTIVE. SUSPENDED is a pending cancel when we
 * suspended it (access to the note's end), else failed payments (`past_due`,
 * still valid while PayPal retries). CANCELLED and EXPIRED ended when PayPal
 * last changed the status.
 */
export function paypalSubscriptionState(sub: PaypalSubscription, now = new Date()) {
  const renews = sub.billing_info?.next_billing_time ?? null;
  const changed = sub.status_update_time ?? now.toISOString();
  const email = sub.subscriber?.email_address;
  const payment: PaymentMethod | undefined = email ? { type: 'paypal', email } : undefined;
  const base = payment ? { payment_method: payment } : {};
  const pendingEnd = pendingCancelEnd(sub);
  switch (sub.status) {
    case 'ACTIVE':
      return { ...base, status: 'active' as const, renews_at: renews, canceled_at: null, ends_at: null };
    case 'SUSPENDED':
      return pendingEnd
        ? { ...base, status: 'active' as const, renews_at: null, canceled_at: changed, ends_at: pendingEnd }
        : { ...base, status: 'past_due' as const, renews_at: renews, canceled_at: null, ends_at: null };
    case 'CANCELLED':
    case 'EXPIRED':
      return { ...base, status: 'canceled' as const, renews_at: null, canceled_at: changed, ends_at: changed };
    default:
      return { ...base, status: 'incomplete' as const, renews_at: renews, canceled_at: null, ends_at: null };
  }
}

/**
 * The statement that makes our row match PayPal's subscription (found by
 * its PayPal id, else created for `custom_id`, the user who checked out),
 * or none when it is not one of ours: no user, or a plan we never synced.
 */
export async function paypalSubscriptionWrites(db: Db, sub: PaypalSubscription): Promise<Write[]> {
  const userId = Number(sub.custom_id);
  const [price] = await db.select({ id: prices.id, product_id: prices.product_id }).from(prices).where(eq(prices.paypal_id, sub.plan_id)).limit(1);
  if (!price || !Number.isInteger(userId) || userId <= 0) {
    console.warn(`PayPal subscription ${sub.id}: no ${price ? 'user' : 'plan'} of ours, left alone`);
    return [];
  }
  const state = paypalSubscriptionState(sub);
  return [
    db
      .insert(subscriptions)
      .values({ user_id: userId, product_id: price.product_id, price_id: price.id, gateway: 'paypal', gateway_id: sub.id, ...state })
      .onConflictDoUpdate({ target: [subscriptions.gateway, subscriptions.gateway_id], set: { product_id: price.product_id, price_id: price.id, ...state, updated_at: isoNow } }),
  ];
}

/** Reads the subscription from PayPal and stores it (the done page, the gateway's actions). */
export async function storePaypalSubscription(api: PaypalApi, db: Db, id: string): Promise<PaypalSubscription> {
  const sub = await fetchPaypalSubscription(api, id);
  const writes = await paypalSubscriptionWrites(db, sub);
  if (writes.length) await db.batch(writes as [Write, ...Write[]]);
  return sub;
}

export type PaypalPayment = { id: string; amount: Money; status: 'paid' | 'failed'; periodStart: string | null; periodEnd: string | null };

/** A payment PayPal reported (a sale, or a failed renewal), kept for /billing, after its subscription's row (same batch). */
export function paypalInvoiceWrite(db: Db, subscriptionId: string, payment: PaypalPayment): Write {
  const ours = sql`(SELECT ${subscriptions.id} FROM ${subscriptions} WHERE ${subscriptions.gateway} = 'paypal' AND ${subscriptions.gateway_id} = ${subscriptionId})`;
  const userOf = sql`(SELECT ${subscriptions.user_id} FROM ${subscriptions} WHERE ${subscriptions.gateway} = 'paypal' AND ${subscriptions.gateway_id} = ${subscriptionId})`;
  // PayPal's sale carries no line text: the plan's name describes it on /billing.
  const planName = sql`COALESCE((SELECT ${products.name} FROM ${subscriptions} JOIN ${products} ON ${products.id} = ${subscriptions.product_id} WHERE ${subscriptions.gateway} = 'paypal' AND ${subscriptions.gateway_id} = ${subscriptionId}), '')`;
  const currency = payment.amount.currency_code.toUpperCase();
  const unitAmount = toMinor(Number(payment.amount.value), currency);
  return db
    .insert(invoices)
    .values({
      user_id: userOf,
      subscription_id: ours,
      gateway: 'paypal',
      gateway_id: payment.id,
      unit_amount: unitAmount,
      currency,
      status: payment.status,
      description: planName,
      period_start: payment.periodStart,
      period_end: payment.periodEnd,
    })
    .onConflictDoUpdate({ target: [invoices.gateway, invoices.gateway_id], set: { status: payment.status, unit_amount: unitAmount } });
}
