import { Hono } from 'hono';
import { desc, eq, sql } from 'drizzle-orm';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { customPages } from '../../db/custom-pages';
import { validate } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { requirePermission } from '../permissions/guard';
import { paginate } from '../http/pagination';

const idOrSlugParam = z.object({ idOrSlug: z.string().min(1).max(120) });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const pageBody = createInsertSchema(customPages, {
  title: z.string().trim().min(1, 'The title field is required.').max(200),
  slug: z.string().regex(SLUG, 'Use lowercase letters, numbers and dashes.').max(120),
  body: z.string().max(100_000),
}).pick({ title: true, slug: true, body: true, hide_nav: true });

async function assertSlugFree(db: AppEnv['Variables']['db'], slug: string, exceptId?: number) {
  const [taken] = await db.select({ id: customPages.id }).from(customPages).where(eq(customPages.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) throw ValidationError.field('slug', 'This slug is already taken.');
}

export const pageRoutes = new Hono<AppEnv>()
  .get('/custom-pages', requirePermission('custom_pages.update'), async (c) => {
    const rows = await c.get('db').select().from(customPages).orderBy(desc(customPages.updated_at)).limit(100);
    return c.json(paginate(rows, 1, 100, rows.length));
  })
  .get('/custom-pages/:idOrSlug', validate('param', idOrSlugParam), async (c) => {
    const { idOrSlug } = c.req.valid('param');
    const where = /^\d+$/.test(idOrSlug) ? eq(customPages.id, Number(idOrSlug)) : eq(customPages.slug, idOrSlug);
    const [page] = await c.get('db').select().from(customPages).where(where).limit(1);
    if (!page) throw notFound();
    return c.json({ page });
  })
  .post('/custom-pages', requirePermission('custom_pages.update'), validate('json', pageBody), async (c) => {
    const input = c.req.valid('json');
    await assertSlugFree(c.get('db'), input.slug);
    const [page] = await c.get('db').insert(customPages).values(input).returning();
    return c.json({ page }, 201);
  })
  .put(
    '/custom-pages/:id',
    requirePermission('custom_pages.update'),
    validate('param', idParam),
    validate('json', pageBody.partial()),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      if (input.slug) await assertSlugFree(c.get('db'), input.slug, id);
      const [page] = await c
        .get('db')
        .update(customPages)
        .set({ ...input, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
        .where(eq(customPages.id, id))
        .returning();
      if (!page) throw notFound();
      return c.json({ page });
    },
  )
  .delete('/custom-pages/:id', requirePermission('custom_pages.update'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const deleted = await c.get('db').delete(customPages).where(eq(customPages.id, id)).returning({ id: customPages.id });
    if (!deleted.length) throw notFound();
    return c.body(null, 204);
  });
