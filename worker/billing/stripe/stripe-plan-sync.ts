import type { Stripe } from './stripe-client';
import type { PlanSyncInput } from '../plan-sync';
import type { PriceRow, ProductRow } from '../product-service';

/**
 * A plan at Stripe: the product (created once, then renamed as ours is) and
 * one recurring price per price of ours. Stripe prices cannot change, so a
 * price whose amount or interval changed has lost its id (plan-write.ts) and
 * gets a new one here; the retired ones are archived.
 */
export async function syncStripePlan(stripe: Stripe, { product, prices, retired, save }: PlanSyncInput): Promise<void> {
  const fields = { name: product.name, ...(product.description ? { description: product.description } : {}), metadata: { product_id: String(product.id) } };
  let productId = product.stripe_id;
  if (productId) await stripe.products.update(productId, fields);
  else {
    productId = (await stripe.products.create(fields)).id;
    await save.product(productId);
  }
  for (const price of prices) {
    if (price.stripe_id) continue;
    const created = await stripe.prices.create({
      product: productId,
      unit_amount: price.unit_amount,
      currency: price.currency.toLowerCase(),
      recurring: { interval: price.interval, interval_count: price.interval_count },
      metadata: { price_id: String(price.id) },
    });
    await save.price(price.id, created.id);
  }
  for (const id of retired) await stripe.prices.update(id, { active: false });
}

/** A deleted plan: its prices and product archived (Stripe keeps them for past invoices). */
export async function retireStripePlan(stripe: Stripe, product: ProductRow, prices: PriceRow[]): Promise<void> {
  for (const price of prices) if (price.stripe_id) await stripe.prices.update(price.stripe_id, { active: false });
  if (product.stripe_id) await stripe.products.update(product.stripe_id, { active: false });
}
