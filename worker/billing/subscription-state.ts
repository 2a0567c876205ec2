import { sql } from 'drizzle-orm';
import { subscriptions, type SubscriptionRow } from '../../db/billing';
import type { SubscriptionPayload } from './billing-types';

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * SPEC section 3 and 6: a subscription is `valid` while its plan's
 * permissions apply: it is not waiting for a first payment, and its end date
 * is still ahead, or it has none and is not canceled (a cancel always sets
 * the end; without one it ends now). A failed renewal (`past_due`) stays
 * valid while the gateway retries (docs/decisions/015-billing.md). In SQL
 * for the per-request permission read (worker/permissions/load-user.ts); ISO
 * strings compare as text because both sides have the same shape.
 */
export const validSubscription = sql`(${subscriptions.status} <> 'incomplete' AND (${subscriptions.ends_at} > ${NOW} OR (${subscriptions.ends_at} IS NULL AND ${subscriptions.status} <> 'canceled')))`;

type StateFields = Pick<SubscriptionRow, 'status' | 'ends_at' | 'canceled_at'>;

export function isValid(row: StateFields, now = Date.now()): boolean {
  if (row.status === 'incomplete') return false;
  return row.ends_at === null ? row.status !== 'canceled' : Date.parse(row.ends_at) > now;
}

/** `active`: valid, paid up and not cancelled, i.e. it will renew (or a gift that runs on). */
export function isActive(row: StateFields, now = Date.now()): boolean {
  return isValid(row, now) && row.status === 'active' && row.canceled_at === null;
}

export function presentSubscription(row: SubscriptionRow, now = Date.now()): SubscriptionPayload {
  const valid = isValid(row, now);
  return {
    id: row.id,
    user_id: row.user_id,
    product_id: row.product_id,
    price_id: row.price_id,
    gateway: row.gateway,
    status: row.status,
    valid,
    active: isActive(row, now),
    on_grace_period: valid && row.canceled_at !== null,
    renews_at: row.renews_at,
    ends_at: row.ends_at,
    canceled_at: row.canceled_at,
    created_at: row.created_at,
  };
}

/** Seconds since the epoch (as the gateways send times) to our ISO strings. */
export const isoFromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);
