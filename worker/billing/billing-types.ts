// The billing API's payloads (docs/api/billing.md), shared by worker and client.
// Pure types only: the client imports this file.
import type { Gateway, PaymentMethod } from '../../db/billing';
import type { Restriction } from '../../db/roles';

export type { Gateway, PaymentMethod };

export type PriceInterval = 'day' | 'week' | 'month' | 'year';

/** SPEC section 3, Price: `amount` in major units (9.99). */
export type PricePayload = { id: number; product_id: number; amount: number; currency: string; interval: PriceInterval; interval_count: number };

/** SPEC section 3, Product. */
export type ProductPayload = {
  id: number;
  name: string;
  description: string;
  hidden: boolean;
  recommended: boolean;
  free: boolean;
  feature_list: string[];
  position: number;
  prices: PricePayload[];
};

/** A plan as the admin edits it: what it grants, and where it stands at the gateways. */
export type AdminProductPayload = ProductPayload & {
  role_id: number | null;
  permissions: { name: string; restrictions: Restriction[] }[];
  stripe_id: string | null;
  paypal_id: string | null;
  subscriptions_count: number;
};

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'incomplete';

/** SPEC section 3: a subscription with its `valid` and `active` flags (worker/billing/subscription-state.ts). */
export type SubscriptionPayload = {
  id: number;
  user_id: number;
  product_id: number;
  price_id: number | null;
  gateway: Gateway;
  status: SubscriptionStatus;
  valid: boolean;
  active: boolean;
  /** Canceled but still valid until `ends_at`: renew undoes it. */
  on_grace_period: boolean;
  renews_at: string | null;
  ends_at: string | null;
  canceled_at: string | null;
  created_at: string;
};

export type BillingSubscription = SubscriptionPayload & {
  product: ProductPayload;
  price: PricePayload | null;
  payment_method: PaymentMethod | null;
};

export type InvoicePayload = {
  id: number;
  subscription_id: number | null;
  gateway: Gateway;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  description: string;
  period_start: string | null;
  period_end: string | null;
  created_at: string;
};

/** What saving a plan did at each gateway. */
export type GatewaySync = { stripe: 'synced' | 'not_configured' | 'failed'; paypal: 'synced' | 'not_configured' | 'failed' };

/** POST billing/subscriptions/{id}/change-plan/preview: the difference, explained (amounts in major units). */
export type PlanChangePreview = {
  current: PricePayload | null;
  next: PricePayload;
  /** What the unused part of the current period is worth. */
  credit: number;
  /** Charged now (a negative amount is kept as credit for the next invoices). */
  due_now: number;
  currency: string;
  /** Whether the billing period restarts today (a change of interval). */
  resets_period: boolean;
  next_renewal: string | null;
};
