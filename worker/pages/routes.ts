import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { customPages } from '../../db/custom-pages';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { responds } from '../http/responds';
import { timestamp } from '../http/response-fields';

const idOrSlugParam = z.object({ idOrSlug: z.string().min(1).max(120) });

/** SPEC section 3, Custom page (db/custom-pages.ts). */
export const CustomPagePayload = z
  .object({ id: z.int(), slug: z.string(), title: z.string(), body: z.string(), hide_nav: z.boolean(), created_at: timestamp, updated_at: timestamp })
  .meta({ id: 'CustomPage' });

/**
 * SPEC section 7, GET custom-pages/{idOrSlug}: a page for everyone (its
 * body was sanitized when saved; the browser sanitizes again when it
 * renders). Admins write pages through worker/admin/custom-pages/.
 */
export const pageRoutes = new Hono<AppEnv>().get('/custom-pages/:idOrSlug', validate('param', idOrSlugParam), responds(z.object({ page: CustomPagePayload })), async (c) => {
  const { idOrSlug } = c.req.valid('param');
  const where = /^\d+$/.test(idOrSlug) ? eq(customPages.id, Number(idOrSlug)) : eq(customPages.slug, idOrSlug);
  const [page] = await c.get('db').select().from(customPages).where(where).limit(1);
  if (!page) throw notFound();
  return c.json({ page });
});
