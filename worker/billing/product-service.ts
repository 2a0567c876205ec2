import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { prices, products } from '../../db/billing';
import { notFound } from '../http/errors';
import { toMajor } from './money';
import type { PricePayload, ProductPayload } from './billing-types';

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;

export const presentPrice = (price: PriceRow): PricePayload => ({
  id: price.id,
  product_id: price.product_id,
  amount: toMajor(price.unit_amount, price.currency),
  currency: price.currency,
  interval: price.interval,
  interval_count: price.interval_count,
});

export const presentProduct = (product: ProductRow, productPrices: PriceRow[]): ProductPayload => ({
  id: product.id,
  name: product.name,
  description: product.description,
  hidden: product.hidden,
  recommended: product.recommended,
  free: product.free,
  feature_list: product.feature_list,
  position: product.position,
  prices: productPrices.filter((p) => p.product_id === product.id).map(presentPrice),
});

/** The plans on /pricing (hidden ones too when asked), each with its prices: two statements in one batch. */
export async function listProducts(db: Db, { withHidden = false } = {}): Promise<ProductPayload[]> {
  const [rows, priceRows] = await db.batch([
    db.select().from(products).where(withHidden ? undefined : eq(products.hidden, false)).orderBy(asc(products.position), asc(products.id)).limit(100),
    db.select().from(prices).orderBy(asc(prices.unit_amount)).limit(1000),
  ]);
  return rows.map((product) => presentProduct(product, priceRows));
}

/** A product and one of its prices, or 404 (checkout and plan changes name both). */
export async function productWithPrice(db: Db, productId: number, priceId: number) {
  const [[product], [price]] = await db.batch([
    db.select().from(products).where(eq(products.id, productId)).limit(1),
    db.select().from(prices).where(and(eq(prices.id, priceId), eq(prices.product_id, productId))).limit(1),
  ]);
  if (!product || !price || product.free) throw notFound();
  return { product, price };
}

/** Products and prices by id, for presenting subscriptions. */
export async function productsById(db: Db, productIds: number[]) {
  if (!productIds.length) return { products: new Map<number, ProductRow>(), prices: [] as PriceRow[] };
  const ids = [...new Set(productIds)];
  const [rows, priceRows] = await db.batch([
    db.select().from(products).where(inArray(products.id, ids)),
    db.select().from(prices).where(inArray(prices.product_id, ids)),
  ]);
  return { products: new Map(rows.map((row) => [row.id, row])), prices: priceRows };
}
