import type { AdminSubscriptionRow } from '../../../worker/admin/subscriptions/admin-subscription-types';
import type { PricePayload } from '../../../worker/billing/billing-types';
import { parseIsoDate } from '../../i18n/iso-date';

export type { AdminSubscriptionRow };

/** The badge of a row: its state as SPEC section 3's flags tell it, ended ones by why. */
export function subscriptionBadge(row: Pick<AdminSubscriptionRow, 'status' | 'valid' | 'on_grace_period'>): { tone: 'positive' | 'danger' | 'neutral'; label: string } {
  if (row.status === 'incomplete') return { tone: 'neutral', label: 'Incomplete' };
  if (!row.valid) return { tone: 'danger', label: row.status === 'canceled' ? 'Canceled' : 'Ended' };
  if (row.on_grace_period) return { tone: 'neutral', label: 'On grace period' };
  if (row.status === 'past_due') return { tone: 'danger', label: 'Past due' };
  return { tone: 'positive', label: 'Active' };
}

/** Gateways by name; `none` is a subscription made by hand (a gift or an offline payment). */
export const gatewayLabels = (translate: (text: string) => string) => ({ stripe: 'Stripe', paypal: 'PayPal', none: translate('By hand') });

/** "$9.99 / month", "$45.00 / 3 months" in the UI's language; a bad currency code reads "9.99 XYZ". */
export function priceLabel(price: PricePayload, language: string, intervals: { one: Record<PricePayload['interval'], string>; many: Record<PricePayload['interval'], string> }): string {
  let amount: string;
  try {
    amount = new Intl.NumberFormat(language, { style: 'currency', currency: price.currency }).format(price.amount);
  } catch {
    amount = `${price.amount} ${price.currency}`;
  }
  const every = price.interval_count > 1 ? `${price.interval_count} ${intervals.many[price.interval]}` : intervals.one[price.interval];
  return `${amount} / ${every}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An end date as a date input shows it: the local day it falls on ('' for none; an invalid one throws, SPEC section 5). */
export function dateInputValue(iso: string | null): string {
  if (iso === null) return '';
  const date = parseIsoDate(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A date input's day as the end of access: the last moment of that local day,
 * so "ends on the 3rd" keeps the 3rd. '' is no end date (null).
 */
export function endOfDayIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999).toISOString();
}
