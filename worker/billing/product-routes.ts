import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { paginate, paginated } from '../http/pagination';
import { notFound } from '../http/errors';
import { listProducts } from './product-service';
import { gatewayConfig } from './gateway-config';
import { responds } from '../http/responds';
import { ProductPayload } from './billing-types';

const productParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * SPEC section 7, GET billing/products: the plans that are not hidden, with
 * their prices, for /pricing and checkout, as `pagination.data` (one page:
 * a site has a handful of plans). Anyone may read them.
 */
export const productRoutes = new Hono<AppEnv>()
  .get('/billing/products', responds(paginated(ProductPayload)), async (c) => {
    const data = await listProducts(c.get('db'));
    return c.json(paginate(data, 1, Math.max(data.length, 1), data.length));
  })
  .get('/billing/products/:id', validate('param', productParam), responds(z.object({ product: ProductPayload, gateways: z.object({ stripe: z.boolean(), paypal: z.boolean() }) })), async (c) => {
    const [products, config] = await Promise.all([listProducts(c.get('db')), gatewayConfig(c.env, c.get('db'))]);
    const product = products.find((p) => p.id === c.req.valid('param').id);
    if (!product) throw notFound();
    // Which ways to pay checkout offers: switched on and holding keys (never the keys themselves).
    return c.json({ product, gateways: { stripe: config.stripe !== null, paypal: config.paypal !== null } });
  });
