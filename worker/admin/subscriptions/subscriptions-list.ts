import { eq, or, sql } from 'drizzle-orm';
import { GATEWAYS, subscriptions } from '../../../db/billing';
import { users } from '../../../db/users';
import { filters, type ListResource } from '../list/list-resource';
import { ftsMatch, prefixRange } from '../list/fts-search';
import { AdminSubscriptionRow } from './admin-subscription-types';
import { isActive, isValid } from '../../billing/subscription-state';
import { presentPrice, type PriceRow } from '../../billing/product-service';

// The row's user, plan and price: one correlated subquery each on a primary key, read for the page's rows only
// (the outer columns named in full, see roles-list.ts).
const userJson = sql<string>`(SELECT json_object('id', u.id, 'name', u.name, 'email', u.email, 'image', u.image) FROM users u WHERE u.id = "subscriptions"."user_id")`;
const productJson = sql<string>`(SELECT json_object('id', p.id, 'name', p.name) FROM products p WHERE p.id = "subscriptions"."product_id")`;
const priceJson = sql<string | null>`(SELECT json_object('id', pr.id, 'product_id', pr.product_id, 'unit_amount', pr.unit_amount, 'currency', pr.currency, 'interval', pr.interval, 'interval_count', pr.interval_count)
  FROM prices pr WHERE pr.id = "subscriptions"."price_id")`;

/** The users a search names (name words through FTS, or an email prefix), as their subscriptions' user ids: subscriptions_user_idx answers each. */
const byUser = (query: string) => sql`${subscriptions.user_id} IN (SELECT ${users.id} FROM ${users} WHERE ${or(ftsMatch('users_fts', users.id, query), prefixRange(users.email, query))})`;

/**
 * A filter value most subscriptions share (status active or canceled, a
 * gateway): the unary + keeps SQLite off that column's index, which would hand
 * it every such row to sort; it walks the sort's index instead and stops at
 * the page (as broadIsNull in users-list.ts). Rare states (past_due,
 * incomplete) use their index.
 */
const BROAD_STATUSES = new Set(['active', 'canceled']);

type SelectedRow = Omit<AdminSubscriptionRow, 'user' | 'product' | 'price' | 'valid' | 'active' | 'on_grace_period'> & { user: string; product: string; price: string | null };

/** A selected row as the API sends it: related rows parsed, the SPEC section 3 flags computed as bootstrap data computes them. */
export function presentAdminSubscription({ user, product, price, ...row }: SelectedRow, now = Date.now()): AdminSubscriptionRow {
  const valid = isValid(row, now);
  return {
    id: row.id,
    user: JSON.parse(user),
    product: JSON.parse(product),
    // presentPrice reads only the terms selected above.
    price: price ? presentPrice(JSON.parse(price) as PriceRow) : null,
    gateway: row.gateway,
    gateway_id: row.gateway_id,
    status: row.status,
    valid,
    active: isActive(row, now),
    on_grace_period: valid && row.canceled_at !== null,
    renews_at: row.renews_at,
    ends_at: row.ends_at,
    canceled_at: row.canceled_at,
    note: row.note,
    created_at: row.created_at,
  };
}

/**
 * docs/api/billing.md, GET subscriptions (subscriptions.update): search by the
 * subscriber's name or email prefix; filter by status, gateway, plan and
 * user; sort by created (default, newest first), ends, renews or id. Each has
 * an index (db/billing.ts).
 */
export const subscriptionsList = {
  table: subscriptions,
  id: subscriptions.id,
  fields: {
    id: subscriptions.id,
    gateway: subscriptions.gateway,
    gateway_id: subscriptions.gateway_id,
    status: subscriptions.status,
    renews_at: subscriptions.renews_at,
    ends_at: subscriptions.ends_at,
    canceled_at: subscriptions.canceled_at,
    note: subscriptions.note,
    created_at: subscriptions.created_at,
    user: userJson,
    product: productJson,
    price: priceJson,
  },
  sortable: { id: subscriptions.id, created_at: subscriptions.created_at, ends_at: subscriptions.ends_at, renews_at: subscriptions.renews_at },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: byUser,
  filters: {
    status: filters.oneOf(['active', 'past_due', 'canceled', 'incomplete'], (status) =>
      BROAD_STATUSES.has(status) ? sql`+${subscriptions.status} = ${status}` : eq(subscriptions.status, status),
    ),
    gateway: filters.oneOf(GATEWAYS, (gateway) => sql`+${subscriptions.gateway} = ${gateway}`),
    product_id: filters.id((id) => eq(subscriptions.product_id, id)),
    user_id: filters.id((id) => eq(subscriptions.user_id, id)),
  },
  present: (row) => presentAdminSubscription(row as SelectedRow),
  row: AdminSubscriptionRow,
} satisfies ListResource;
