import type { SubscriptionRow } from '../../db/billing';
import { ValidationError } from '../http/errors';
import type { PlanChangePreview } from './billing-types';
import { toMajor } from './money';
import { presentPrice, type PriceRow } from './product-service';

type Cycle = Pick<PriceRow, 'interval' | 'interval_count'>;

/** The start of a billing period that ends at `end` (calendar months and years, as the gateways count them). */
export function periodStart(end: Date, cycle: Cycle): Date {
  const start = new Date(end);
  const n = cycle.interval_count;
  if (cycle.interval === 'day') start.setUTCDate(start.getUTCDate() - n);
  else if (cycle.interval === 'week') start.setUTCDate(start.getUTCDate() - 7 * n);
  else if (cycle.interval === 'month') start.setUTCMonth(start.getUTCMonth() - n);
  else start.setUTCFullYear(start.getUTCFullYear() - n);
  return start;
}

const periodEnd = (start: Date, cycle: Cycle) => new Date(2 * start.getTime() - periodStart(start, cycle).getTime());

const sameCycle = (a: Cycle, b: Cycle) => a.interval === b.interval && a.interval_count === b.interval_count;

/**
 * What moving a subscription to `next` costs, explained for the confirm page
 * (/billing/change-plan/{productId}/{priceId}/confirm). Stripe prorates by
 * time (the change is made with proration_behavior always_invoice): the
 * unused part of the current period is a credit; on the same cycle the new
 * price is charged for the rest of the period, and a new cycle starts a
 * full period today. PayPal revises the plan from the next payment on,
 * with nothing charged now. Amounts in minor units until presented.
 */
export function planChangePreview(sub: SubscriptionRow, current: PriceRow | null, next: PriceRow, now = new Date()): PlanChangePreview {
  if (current && current.currency !== next.currency) throw ValidationError.field('price_id', `Choose a price in ${current.currency}: a subscription keeps its currency.`);
  if (current && current.id === next.id) throw ValidationError.field('price_id', 'This is already your plan.');
  const renews = sub.renews_at ? new Date(sub.renews_at) : null;
  const money = (minor: number) => toMajor(Math.round(minor), next.currency);
  const resetsPeriod = sub.gateway === 'stripe' && !!current && !sameCycle(current, next);
  if (sub.gateway !== 'stripe' || !current || !renews || renews <= now) {
    return { current: current && presentPrice(current), next: presentPrice(next), credit: 0, due_now: 0, currency: next.currency, resets_period: false, next_renewal: sub.renews_at };
  }
  const start = periodStart(renews, current);
  const left = Math.min(1, Math.max(0, (renews.getTime() - now.getTime()) / (renews.getTime() - start.getTime())));
  const credit = current.unit_amount * left;
  const charge = resetsPeriod ? next.unit_amount : next.unit_amount * left;
  return {
    current: presentPrice(current),
    next: presentPrice(next),
    credit: money(credit),
    due_now: money(charge - credit),
    currency: next.currency,
    resets_period: resetsPeriod,
    next_renewal: (resetsPeriod ? periodEnd(now, next) : renews).toISOString(),
  };
}
