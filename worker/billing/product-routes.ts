import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { paginate } from '../http/pagination';
import { notFound } from '../http/errors';
import { listProducts } from './product-service';

const productParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * SPEC section 7, GET billing/products: the plans that are not hidden, with
 * their prices, for /pricing and checkout, as `pagination.data` (one page:
 * a site has a handful of plans). Anyone may read them.
 */
export const productRoutes = new Hono<AppEnv>()
  .get('/billing/products', async (c) => {
    const data = await listProducts(c.get('db'));
    return c.json(paginate(data, 1, Math.max(data.length, 1), data.length));
  })
  .get('/billing/products/:id', validate('param', productParam), async (c) => {
    const product = (await listProducts(c.get('db'))).find((p) => p.id === c.req.valid('param').id);
    if (!product) throw notFound();
    return c.json({ product });
  });
