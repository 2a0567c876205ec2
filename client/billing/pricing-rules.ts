import type { PricePayload } from '../../worker/billing/billing-types';

type PriceTerms = Pick<PricePayload, 'amount' | 'interval' | 'interval_count'>;
type PlanPrices = { prices: (PriceTerms & { currency: string })[] };

export type BillingCycle = 'monthly' | 'yearly';

/** SPEC section 9: a yearly saving is shown only from 1 up to 200 percent. */
export const YEARLY_SAVING_MIN_PERCENT = 1;
export const YEARLY_SAVING_MAX_PERCENT = 200;

/** SPEC section 9: monthly means 30 or more days, or 1 or more months. */
export const isMonthly = (price: PriceTerms) =>
  (price.interval === 'day' && price.interval_count >= 30) || (price.interval === 'month' && price.interval_count >= 1);

/** SPEC section 9: yearly means 12 or more months, or 1 or more years. */
export const isYearly = (price: PriceTerms) =>
  (price.interval === 'month' && price.interval_count >= 12) || (price.interval === 'year' && price.interval_count >= 1);

/** SPEC section 9: the price shown is the amount divided by interval_count (3 months at 30 shows 10 a month). */
export const shownAmount = (price: PriceTerms) => price.amount / Math.max(1, price.interval_count);

/**
 * The price a card shows for the toggle's cycle. Yearly is tested first,
 * since 12 months is also 1 or more months; a plan with no price of that
 * cycle shows its first (cheapest) price.
 */
export function priceForCycle<Price extends PriceTerms>(prices: Price[], cycle: BillingCycle): Price | undefined {
  const yearly = prices.find(isYearly);
  const monthly = prices.find((price) => isMonthly(price) && !isYearly(price));
  return (cycle === 'yearly' ? yearly : monthly) ?? prices[0];
}

/** How many months one cycle of a monthly or yearly price covers (30 days as a month). */
const monthsIn = (price: PriceTerms) => (price.interval === 'year' ? 12 : price.interval === 'month' ? 1 : 1 / 30) * price.interval_count;

/**
 * What a year on the plan's yearly price saves against a year on its monthly
 * price, in whole percent; null when the plan lacks either price or the
 * saving falls outside SPEC section 9's 1 to 200 percent (currencies must match).
 */
export function yearlySavingPercent(prices: (PriceTerms & { currency: string })[]): number | null {
  const yearly = prices.find(isYearly);
  const monthly = prices.find((price) => isMonthly(price) && !isYearly(price));
  if (!yearly || !monthly || yearly.currency !== monthly.currency) return null;
  const monthlyPerYear = (monthly.amount / monthsIn(monthly)) * 12;
  const yearlyPerYear = (yearly.amount / monthsIn(yearly)) * 12;
  if (!(monthlyPerYear > 0)) return null;
  const percent = Math.round((1 - yearlyPerYear / monthlyPerYear) * 100);
  return percent >= YEARLY_SAVING_MIN_PERCENT && percent <= YEARLY_SAVING_MAX_PERCENT ? percent : null;
}

/** The best saving any plan offers, for the toggle's "Save up to" label; null when none is shown. */
export function bestYearlySaving(products: PlanPrices[]): number | null {
  const savings = products.map((product) => yearlySavingPercent(product.prices)).filter((saving): saving is number => saving !== null);
  return savings.length ? Math.max(...savings) : null;
}

/** Whether any plan has a price of each cycle, so the toggle means something. */
export const offersBothCycles = (products: PlanPrices[]) =>
  products.some((product) => product.prices.some(isYearly)) && products.some((product) => product.prices.some((price) => isMonthly(price) && !isYearly(price)));
