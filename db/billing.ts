import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, isoNow, timestamps } from './columns';
import { userIdRef } from './users';
import { permissions, roles, type Restriction } from './roles';

/** SPEC section 3, Product: a plan on /pricing (issue 14, docs/api/billing.md). */
export const products = sqliteTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    hidden: integer('hidden', { mode: 'boolean' }).notNull().default(false),
    recommended: integer('recommended', { mode: 'boolean' }).notNull().default(false),
    free: integer('free', { mode: 'boolean' }).notNull().default(false),
    feature_list: text('feature_list', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Order on /pricing, smallest first. */
    position: integer('position').notNull().default(0),
    /** A role whose permissions subscribers hold while their subscription is valid (beside product_permissions). */
    role_id: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    stripe_id: text('stripe_id'),
    paypal_id: text('paypal_id'),
    ...timestamps,
  },
  (t) => [index('products_position_idx').on(t.position), index('products_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** SPEC section 3, Price. `unit_amount` is in the currency's minor unit (cents), as Stripe keeps it; the API sends `amount` in major units. */
export const prices = sqliteTable(
  'prices',
  {
    id: id(),
    product_id: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    unit_amount: integer('unit_amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval', { enum: ['day', 'week', 'month', 'year'] }).notNull(),
    interval_count: integer('interval_count').notNull().default(1),
    stripe_id: text('stripe_id'),
    paypal_id: text('paypal_id'),
    ...timestamps,
  },
  (t) => [index('prices_product_idx').on(t.product_id)],
);

/** The permissions a plan grants of its own, with restrictions (as role_permissions). */
export const productPermissions = sqliteTable(
  'product_permissions',
  {
    product_id: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
    restrictions: text('restrictions', { mode: 'json' }).$type<Restriction[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.permission_id] })],
);

export const GATEWAYS = ['stripe', 'paypal', 'none'] as const;
export type Gateway = (typeof GATEWAYS)[number];

/**
 * A user's subscription to a product. `status` is ours (worker/billing/subscription-state.ts);
 * `ends_at` is when access ends (a pending cancel, a gift's end, an expiry), `renews_at` the next payment.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    user_id: userIdRef(),
    product_id: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    price_id: integer('price_id').references(() => prices.id, { onDelete: 'set null' }),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    /** The gateway's subscription id; null for gifted and offline ones. */
    gateway_id: text('gateway_id'),
    status: text('status', { enum: ['active', 'past_due', 'canceled', 'incomplete'] }).notNull().default('active'),
    renews_at: text('renews_at'),
    ends_at: text('ends_at'),
    canceled_at: text('canceled_at'),
    /** Card brand and last digits, or the PayPal account, as the gateway last told us. */
    payment_method: text('payment_method', { mode: 'json' }).$type<PaymentMethod | null>(),
    /** Why an admin created it by hand ("Gift", "Paid by bank transfer"). */
    note: text('note').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_user_idx').on(t.user_id, t.ends_at),
    uniqueIndex('subscriptions_gateway_idx').on(t.gateway, t.gateway_id),
    index('subscriptions_created_idx').on(t.created_at),
    index('subscriptions_product_idx').on(t.product_id),
    index('subscriptions_price_idx').on(t.price_id),
    index('subscriptions_status_idx').on(t.status),
    index('subscriptions_ends_idx').on(t.ends_at),
    index('subscriptions_renews_idx').on(t.renews_at),
  ],
);

export type PaymentMethod = { type: 'card'; brand: string; last4: string; exp_month?: number; exp_year?: number } | { type: 'paypal'; email: string };
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A payment (or failed attempt) the gateway reported; /billing lists them and prints each. */
export const invoices = sqliteTable(
  'invoices',
  {
    id: id(),
    user_id: userIdRef(),
    subscription_id: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    gateway_id: text('gateway_id').notNull(),
    unit_amount: integer('unit_amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    description: text('description').notNull().default(''),
    period_start: text('period_start'),
    period_end: text('period_end'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('invoices_user_idx').on(t.user_id, t.created_at), uniqueIndex('invoices_gateway_idx').on(t.gateway, t.gateway_id)],
);

/** A user's customer record at a gateway (Stripe's `cus_...`), made once. */
export const billingCustomers = sqliteTable(
  'billing_customers',
  {
    user_id: userIdRef(),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    customer_id: text('customer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.gateway] })],
);

/** Webhook events already applied: a replayed delivery is acknowledged and changes nothing. */
export const billingEvents = sqliteTable(
  'billing_events',
  {
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    received_at: text('received_at').notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.event_id] }), index('billing_events_received_idx').on(t.received_at)],
);
