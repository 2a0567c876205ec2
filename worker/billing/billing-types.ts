// The billing API's payloads (docs/api/billing.md), shared by worker and
// client: zod schemas the OpenAPI document publishes, and the types derived
// from them (the client imports the types only).
import { z } from 'zod';
import { GATEWAYS, type Gateway, type PaymentMethod as StoredPaymentMethod } from '../../db/billing';
import { timestamp } from '../http/response-fields';

export type { Gateway };

export const PaymentMethod = z.union([
  z.object({ type: z.literal('card'), brand: z.string(), last4: z.string(), exp_month: z.number().optional(), exp_year: z.number().optional() }),
  z.object({ type: z.literal('paypal'), email: z.string() }),
]) satisfies z.ZodType<StoredPaymentMethod>;
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const Restriction = z.object({ name: z.string(), value: z.number().nullable() });
export const GrantedPermission = z.object({ name: z.string(), restrictions: z.array(Restriction) }).meta({ id: 'GrantedPermission' });

export const PRICE_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];

/** SPEC section 3, Price: `amount` in major units (9.99). */
export const PricePayload = z
  .object({ id: z.int(), product_id: z.int(), amount: z.number(), currency: z.string(), interval: z.enum(PRICE_INTERVALS), interval_count: z.int() })
  .meta({ id: 'Price' });
export type PricePayload = z.infer<typeof PricePayload>;

const productFields = {
  id: z.int(),
  name: z.string(),
  description: z.string(),
  hidden: z.boolean(),
  recommended: z.boolean(),
  free: z.boolean(),
  feature_list: z.array(z.string()),
  position: z.int(),
  prices: z.array(PricePayload),
};
/** SPEC section 3, Product. */
export const ProductPayload = z.object(productFields).meta({ id: 'Product' });
export type ProductPayload = z.infer<typeof ProductPayload>;

/** A plan as the admin edits it: what it grants, and where it stands at the gateways. */
export const AdminProductPayload = z
  .object({
    ...productFields,
    role_id: z.int().nullable(),
    permissions: z.array(GrantedPermission),
    stripe_id: z.string().nullable(),
    paypal_id: z.string().nullable(),
    subscriptions_count: z.int(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProductPayload = z.infer<typeof AdminProductPayload>;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const subscriptionFields = {
  id: z.int(),
  user_id: z.int(),
  product_id: z.int(),
  price_id: z.int().nullable(),
  gateway: z.enum(GATEWAYS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  valid: z.boolean(),
  active: z.boolean(),
  /** Canceled but still valid until `ends_at`: renew undoes it. */
  on_grace_period: z.boolean(),
  renews_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  canceled_at: timestamp.nullable(),
  created_at: timestamp,
};
/** SPEC section 3: a subscription with its `valid` and `active` flags (worker/billing/subscription-state.ts). */
export const SubscriptionPayload = z.object(subscriptionFields).meta({ id: 'Subscription' });
export type SubscriptionPayload = z.infer<typeof SubscriptionPayload>;

export const BillingSubscription = z
  .object({ ...subscriptionFields, product: ProductPayload, price: PricePayload.nullable(), payment_method: PaymentMethod.nullable() })
  .meta({ id: 'BillingSubscription' });
export type BillingSubscription = z.infer<typeof BillingSubscription>;

export const InvoicePayload = z
  .object({
    id: z.int(),
    subscription_id: z.int().nullable(),
    gateway: z.enum(GATEWAYS),
    amount: z.number(),
    currency: z.string(),
    status: z.enum(['paid', 'failed']),
    description: z.string(),
    period_start: timestamp.nullable(),
    period_end: timestamp.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'Invoice' });
export type InvoicePayload = z.infer<typeof InvoicePayload>;

const SYNC_RESULTS = ['synced', 'not_configured', 'failed'] as const;
/** What saving a plan did at each gateway. */
export const GatewaySync = z.object({ stripe: z.enum(SYNC_RESULTS), paypal: z.enum(SYNC_RESULTS) });
export type GatewaySync = z.infer<typeof GatewaySync>;

/** POST billing/subscriptions/{id}/change-plan/preview: the difference, explained (amounts in major units). */
export const PlanChangePreview = z.object({
  current: PricePayload.nullable(),
  next: PricePayload,
  /** What the unused part of the current period is worth. */
  credit: z.number(),
  /** Charged now (a negative amount is kept as credit for the next invoices). */
  due_now: z.number(),
  currency: z.string(),
  /** Whether the billing period restarts today (a change of interval). */
  resets_period: z.boolean(),
  next_renewal: timestamp.nullable(),
});
export type PlanChangePreview = z.infer<typeof PlanChangePreview>;
