import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { prices, products } from '../../db/billing';
import type { GatewaySync } from './billing-types';
import { gatewayConfig, type GatewayConfig } from './gateway-config';
import { stripeClient } from './stripe/stripe-client';
import { retireStripePlan, syncStripePlan } from './stripe/stripe-plan-sync';
import { PaypalApi } from './paypal/paypal-api';
import { retirePaypalPlan, syncPaypalPlan } from './paypal/paypal-plan-sync';
import type { PriceRow, ProductRow } from './product-service';

/** Stores a gateway id as soon as the gateway made it, so a sync that fails half-way never makes it twice. */
export type SaveGatewayId = { product: (gatewayId: string) => Promise<void>; price: (priceId: number, gatewayId: string) => Promise<void> };
export type PlanSyncInput = { product: ProductRow; prices: PriceRow[]; retired: string[]; save: SaveGatewayId };

/** Gateway ids of prices that changed or went, to archive: by gateway. */
export type Retired = { stripe: string[]; paypal: string[] };

type GatewayName = keyof GatewaySync;
type Runner = { sync: (input: PlanSyncInput) => Promise<void>; retire: (product: ProductRow, prices: PriceRow[]) => Promise<void> };

function runners(env: Env, config: GatewayConfig): Record<GatewayName, Runner | null> {
  const stripe = config.stripe && stripeClient(config.stripe);
  const paypal = config.paypal && new PaypalApi(config.paypal, env);
  return {
    stripe: stripe && { sync: (input) => syncStripePlan(stripe, input), retire: (product, rows) => retireStripePlan(stripe, product, rows) },
    paypal: paypal && { sync: (input) => syncPaypalPlan(paypal, input), retire: (_product, rows) => retirePaypalPlan(paypal, rows) },
  };
}

const COLUMN = { stripe: 'stripe_id', paypal: 'paypal_id' } as const;

/** Runs `work` at each gateway: skipped and said so where it is not configured; a failure is logged and reported, never thrown. */
async function atEachGateway(env: Env, db: Db, work: (name: GatewayName, runner: Runner) => Promise<void>): Promise<GatewaySync> {
  const all = runners(env, await gatewayConfig(env, db));
  const result: GatewaySync = { stripe: 'not_configured', paypal: 'not_configured' };
  for (const name of ['stripe', 'paypal'] as const) {
    const runner = all[name];
    if (!runner) continue;
    try {
      await work(name, runner);
      result[name] = 'synced';
    } catch (error) {
      console.warn(`Plan sync at ${name} failed: ${String(error)}`);
      result[name] = 'failed';
    }
  }
  return result;
}

/**
 * After a plan is saved: the product and its prices at every configured
 * gateway (docs/decisions/015-billing.md). Each gateway id is stored the
 * moment the gateway answers; a gateway that fails is reported and the next
 * save carries on from what is stored.
 */
export function syncPlan(env: Env, db: Db, productId: number, retired: Retired): Promise<GatewaySync> {
  return atEachGateway(env, db, async (name, runner) => {
    const [[product], productPrices] = await db.batch([
      db.select().from(products).where(eq(products.id, productId)).limit(1),
      db.select().from(prices).where(eq(prices.product_id, productId)),
    ]);
    const column = COLUMN[name];
    const save: SaveGatewayId = {
      product: async (gatewayId) => void (await db.update(products).set({ [column]: gatewayId }).where(eq(products.id, productId))),
      price: async (priceId, gatewayId) => void (await db.update(prices).set({ [column]: gatewayId }).where(eq(prices.id, priceId))),
    };
    await runner.sync({ product, prices: productPrices, retired: retired[name], save });
  });
}

/** A deleted plan: archived at each gateway that knows it, so no one can start a subscription to it there. */
export function retirePlan(env: Env, db: Db, product: ProductRow, productPrices: PriceRow[]): Promise<GatewaySync> {
  return atEachGateway(env, db, (_name, runner) => runner.retire(product, productPrices));
}
