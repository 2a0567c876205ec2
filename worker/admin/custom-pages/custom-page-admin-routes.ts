import { Hono } from 'hono';
import { eq, inArray } from 'drizzle-orm';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { customPages } from '../../../db/custom-pages';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { sanitizeHtml } from '../../pages/sanitize-html';
import { adminListRoutes } from '../list/list-routes';
import { idList } from '../list/id-list';
import { customPagesList } from './custom-pages-list';
import { responds, respondsEmpty } from '../../http/responds';
import { CustomPagePayload } from '../../pages/routes';

const MANAGE_PAGES = 'custom_pages.update';
/** The slug rule the editor shows too (client/admin/custom-pages/). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const pageBody = createInsertSchema(customPages, {
  title: z.string().trim().min(1, 'The title field is required.').max(200),
  slug: z.string().regex(SLUG, 'Use lowercase letters, numbers and dashes.').max(120),
  body: z.string().max(100_000),
}).pick({ title: true, slug: true, body: true, hide_nav: true });

const idParam = z.object({ id: z.coerce.number().int().positive() });
/** `{ids}`, kept under the name `id` that this path has always had. */
const idsParam = z.object({ id: idList('Name pages by their ids, comma-separated.') });

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const [taken] = await db.select({ id: customPages.id }).from(customPages).where(eq(customPages.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) throw ValidationError.field('slug', 'This slug is already taken.');
}

/** The body as stored: whatever HTML arrives, only what sanitize-html.ts allows. */
const cleanBody = async <T extends { body?: string }>(input: T): Promise<T> => (input.body === undefined ? input : { ...input, body: await sanitizeHtml(input.body) });

/**
 * docs/api/admin.md, "Custom pages" (custom_pages.update): the list, create,
 * edit and bulk delete. Visitors read a page with GET custom-pages/{idOrSlug}
 * (worker/pages/routes.ts).
 */
export const customPageAdminRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/custom-pages', MANAGE_PAGES, customPagesList))
  .post('/custom-pages', requirePermission(MANAGE_PAGES), validate('json', pageBody), responds(z.object({ page: CustomPagePayload }), 201), async (c) => {
    const input = await cleanBody(c.req.valid('json'));
    await assertSlugFree(c.get('db'), input.slug);
    const [page] = await c.get('db').insert(customPages).values(input).returning();
    return c.json({ page }, 201);
  })
  .put('/custom-pages/:id', requirePermission(MANAGE_PAGES), validate('param', idParam), validate('json', pageBody.partial()), responds(z.object({ page: CustomPagePayload })), async (c) => {
    const { id } = c.req.valid('param');
    const input = await cleanBody(c.req.valid('json'));
    if (input.slug) await assertSlugFree(c.get('db'), input.slug, id);
    const [page] = await c
      .get('db')
      .update(customPages)
      .set({ ...input, updated_at: isoNow })
      .where(eq(customPages.id, id))
      .returning();
    if (!page) throw notFound();
    return c.json({ page });
  })
  .delete('/custom-pages/:id', requirePermission(MANAGE_PAGES), validate('param', idsParam), respondsEmpty('The pages are deleted'), async (c) => {
    const ids = c.req.valid('param').id;
    const db = c.get('db');
    const found = await db.select({ id: customPages.id }).from(customPages).where(inArray(customPages.id, ids));
    if (found.length !== ids.length) throw notFound();
    await db.delete(customPages).where(inArray(customPages.id, ids));
    return c.body(null, 204);
  });
