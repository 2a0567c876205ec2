import { describe, expect, it } from 'vitest';
import { bestYearlySaving, isMonthly, isYearly, priceForCycle, shownAmount, yearlySavingPercent } from '../../client/billing/pricing-rules';
import type { PriceInterval } from '../../worker/billing/billing-types';

// SPEC section 9's pricing rules: interval classes, the amount shown, the yearly saving's bounds.

const price = (amount: number, interval: PriceInterval, interval_count = 1, currency = 'USD') => ({ amount, interval, interval_count, currency });

describe('interval classes', () => {
  it('calls 30 or more days, or 1 or more months, monthly', () => {
    expect(isMonthly(price(5, 'day', 30))).toBe(true);
    expect(isMonthly(price(5, 'day', 29))).toBe(false);
    expect(isMonthly(price(5, 'month'))).toBe(true);
    expect(isMonthly(price(5, 'month', 3))).toBe(true);
    expect(isMonthly(price(5, 'week', 4))).toBe(false);
    expect(isMonthly(price(5, 'year'))).toBe(false);
  });

  it('calls 12 or more months, or 1 or more years, yearly', () => {
    expect(isYearly(price(50, 'month', 12))).toBe(true);
    expect(isYearly(price(50, 'month', 11))).toBe(false);
    expect(isYearly(price(50, 'year'))).toBe(true);
    expect(isYearly(price(50, 'day', 365))).toBe(false);
  });

  it('picks the yearly price for yearly and a monthly one that is not yearly for monthly, else the first', () => {
    const monthly = price(10, 'month');
    const twelveMonths = price(100, 'month', 12);
    expect(priceForCycle([twelveMonths, monthly], 'monthly')).toBe(monthly);
    expect(priceForCycle([monthly, twelveMonths], 'yearly')).toBe(twelveMonths);
    expect(priceForCycle([monthly], 'yearly')).toBe(monthly);
    expect(priceForCycle([], 'monthly')).toBeUndefined();
  });
});

describe('the amount shown', () => {
  it('is the amount divided by interval_count', () => {
    expect(shownAmount(price(30, 'month', 3))).toBe(10);
    expect(shownAmount(price(9.99, 'month'))).toBe(9.99);
    expect(shownAmount(price(120, 'month', 12))).toBe(10);
  });
});

describe('the yearly saving', () => {
  it('compares a year on each price', () => {
    expect(yearlySavingPercent([price(10, 'month'), price(96, 'year')])).toBe(20);
    expect(yearlySavingPercent([price(30, 'month', 3), price(60, 'month', 12)])).toBe(50);
    expect(yearlySavingPercent([price(10, 'day', 30), price(60, 'year')])).toBe(50);
  });

  it('is shown only from 1 to 200 percent', () => {
    expect(yearlySavingPercent([price(10, 'month'), price(120, 'year')])).toBeNull();
    expect(yearlySavingPercent([price(10, 'month'), price(150, 'year')])).toBeNull();
    expect(yearlySavingPercent([price(10, 'month'), price(118.8, 'year')])).toBe(1);
    expect(yearlySavingPercent([price(10, 'month'), price(119.5, 'year')])).toBeNull();
  });

  it('needs both prices in one currency', () => {
    expect(yearlySavingPercent([price(10, 'month')])).toBeNull();
    expect(yearlySavingPercent([price(10, 'month', 1, 'USD'), price(96, 'year', 1, 'EUR')])).toBeNull();
  });

  it('offers the best saving among the plans for the toggle', () => {
    expect(bestYearlySaving([{ prices: [price(10, 'month'), price(96, 'year')] }, { prices: [price(20, 'month'), price(120, 'year')] }, { prices: [] }])).toBe(50);
    expect(bestYearlySaving([{ prices: [price(10, 'month')] }])).toBeNull();
  });
});
