import { z } from 'zod';
import { grantsSchema } from '../roles/role-write';
import { minorDigits, toMinor } from '../../billing/money';

/** The longest billing cycle both gateways take: a year, 12 months, 52 weeks or 365 days. */
export const MAX_INTERVAL_COUNT = { day: 365, week: 52, month: 12, year: 1 } as const;

/** An ISO 4217 code, upper-cased. zod runs the price's refinements even when a field failed, so they check their inputs first. */
const CURRENCY = /^[A-Z]{3}$/;

const priceBody = z
  .object({
    /** An existing price of this plan; none for a new one. */
    id: z.number().int().positive().optional(),
    amount: z.number({ error: 'Enter an amount.' }).positive('The amount must be more than 0.').max(1_000_000, 'The amount may not be greater than 1,000,000.'),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code, such as USD.')
      .transform((code) => code.toUpperCase()),
    interval: z.enum(['day', 'week', 'month', 'year'], { error: 'Choose day, week, month or year.' }),
    interval_count: z.number().int('Use a whole number.').min(1, 'At least 1.').default(1),
  })
  // Kept in minor units (worker/billing/money.ts): 9.999 USD would be rounded, so it is refused instead.
  .refine((price) => !CURRENCY.test(price.currency) || !Number.isFinite(price.amount) || Math.abs(toMinor(price.amount, price.currency) - price.amount * 10 ** minorDigits(price.currency)) < 1e-6, {
    message: 'The amount has more decimals than the currency has.',
    path: ['amount'],
  })
  .refine((price) => !(price.interval in MAX_INTERVAL_COUNT) || price.interval_count <= MAX_INTERVAL_COUNT[price.interval], {
    message: 'A billing cycle may be at most a year (12 months, 52 weeks or 365 days).',
    path: ['interval_count'],
  });

export type PriceInput = z.infer<typeof priceBody>;

/** POST products and PUT products/{id} (docs/api/billing.md, "Plans"). */
export const planBody = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(60, 'The name may not be greater than 60 characters.'),
    description: z.string().trim().max(1000, 'The description may not be greater than 1000 characters.').default(''),
    hidden: z.boolean().default(false),
    recommended: z.boolean().default(false),
    free: z.boolean().default(false),
    feature_list: z.array(z.string().trim().min(1, 'A feature needs some text.').max(200, 'A feature may not be greater than 200 characters.')).max(30, 'At most 30 features.').default([]),
    position: z.number().int().min(0).max(10_000).default(0),
    /** A role whose permissions subscribers hold, beside the plan's own `permissions`. */
    role_id: z.number().int().positive().nullable().default(null),
    permissions: grantsSchema.default([]),
    prices: z.array(priceBody).max(10, 'At most 10 prices.').default([]),
  })
  .refine((plan) => plan.free || plan.prices.length > 0, { message: 'A paid plan needs at least one price.', path: ['prices'] })
  .refine((plan) => !plan.free || plan.prices.length === 0, { message: 'A free plan has no prices.', path: ['prices'] });

export type PlanInput = z.infer<typeof planBody>;
