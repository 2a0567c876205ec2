import { sql } from 'drizzle-orm';
import { products } from '../../../db/billing';
import type { ListResource } from '../list/list-resource';
import { prefixRange } from '../list/fts-search';
import { PricePayload } from '../../billing/billing-types';
import { toMajor } from '../../billing/money';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';

/** A plan's prices in major units, one correlated subquery on prices_product_idx (the outer id named in full, see roles-list.ts). */
const pricesJson = sql<string>`(SELECT json_group_array(json_object('id', pr.id, 'product_id', pr.product_id, 'unit_amount', pr.unit_amount, 'currency', pr.currency, 'interval', pr.interval, 'interval_count', pr.interval_count))
  FROM prices pr WHERE pr.product_id = "products"."id")`;
/** Subscriptions of the plan, counted on subscriptions_product_idx. */
const subscriptionsCount = sql<number>`(SELECT count(*) FROM subscriptions s WHERE s.product_id = "products"."id")`;
const lowerName = sql`lower(${products.name})`;

type PriceJson = Omit<PricePayload, 'amount'> & { unit_amount: number };

/** docs/api/billing.md, GET products (plans.update): every plan, hidden ones too; search by name prefix; sort by position (default), name. */
export const plansList = {
  table: products,
  id: products.id,
  fields: {
    id: products.id,
    name: products.name,
    hidden: products.hidden,
    recommended: products.recommended,
    free: products.free,
    position: products.position,
    stripe_id: products.stripe_id,
    paypal_id: products.paypal_id,
    created_at: products.created_at,
    updated_at: products.updated_at,
    prices: pricesJson,
    subscriptions_count: subscriptionsCount,
  },
  sortable: { id: products.id, position: products.position, name: lowerName },
  defaultSort: { orderBy: 'position', orderDir: 'asc' },
  search: (query) => prefixRange(lowerName, query),
  present: ({ prices, ...plan }) => ({
    ...plan,
    prices: (JSON.parse(String(prices)) as PriceJson[]).map(({ unit_amount, ...price }) => ({ ...price, amount: toMajor(unit_amount, price.currency) })),
  }),
  row: z.object({
    id: z.int(),
    name: z.string(),
    hidden: z.boolean(),
    recommended: z.boolean(),
    free: z.boolean(),
    position: z.int(),
    stripe_id: z.string().nullable(),
    paypal_id: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    prices: z.array(PricePayload),
    subscriptions_count: z.int(),
  }),
} satisfies ListResource;
