import type { PaypalApi } from './paypal-api';
import type { PlanSyncInput } from '../plan-sync';
import type { PriceRow } from '../product-service';
import { majorString } from '../money';

const UNITS = { day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' } as const;

/**
 * A plan in PayPal's catalog: a SERVICE product (PayPal lets only its
 * description change later) and one billing plan per price, billed every
 * `interval_count` units until cancelled. A changed price gets a new plan;
 * retired plans are deactivated.
 */
export async function syncPaypalPlan(api: PaypalApi, { product, prices, retired, save }: PlanSyncInput): Promise<void> {
  let productId = product.paypal_id;
  if (productId) {
    if (product.description) await api.request('PATCH', `/v1/catalogs/products/${productId}`, [{ op: 'replace', path: '/description', value: product.description.slice(0, 256) }]);
  } else {
    const created = await api.request<{ id: string }>('POST', '/v1/catalogs/products', {
      name: product.name,
      ...(product.description ? { description: product.description.slice(0, 256) } : {}),
      type: 'SERVICE',
      category: 'SOFTWARE',
    });
    productId = created.id;
    await save.product(productId);
  }
  for (const price of prices) {
    if (price.paypal_id) continue;
    const plan = await api.request<{ id: string }>('POST', '/v1/billing/plans', {
      product_id: productId,
      name: `${product.name} (${price.interval_count} ${price.interval})`.slice(0, 127),
      status: 'ACTIVE',
      billing_cycles: [
        {
          frequency: { interval_unit: UNITS[price.interval], interval_count: price.interval_count },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: majorString(price.unit_amount, price.currency), currency_code: price.currency } },
        },
      ],
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
    });
    await save.price(price.id, plan.id);
  }
  for (const id of retired) await api.request('POST', `/v1/billing/plans/${id}/deactivate`);
}

/** A deleted plan: its billing plans deactivated (PayPal's catalog products cannot be deleted or archived). */
export async function retirePaypalPlan(api: PaypalApi, prices: PriceRow[]): Promise<void> {
  for (const price of prices) if (price.paypal_id) await api.request('POST', `/v1/billing/plans/${price.paypal_id}/deactivate`);
}
