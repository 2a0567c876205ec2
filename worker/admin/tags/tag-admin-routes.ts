import { Hono } from 'hono';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { albumTags, tags, trackTags } from '../../../db/music-catalog';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { taxonomySlug } from '../../backstage/catalog-names';
import { adminListRoutes } from '../list/list-routes';
import { idList } from '../list/id-list';
import { tagsList } from './tags-list';
import { responds } from '../../http/responds';
import { MessageAnswer } from '../../http/response-fields';

const MANAGE_TAGS = 'tags.update';
export const TAG_NAME_TAKEN = 'This name is already taken.';

/** A tag's name is its URL slug (/tag/{tagName}): what catalog-names.ts makes of an uploaded tag, and nothing a path would split. */
const tagBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'The name field is required.')
    .max(100)
    .refine((name) => name === taxonomySlug(name) && !/[/?#%\\]/.test(name), 'Use lower-case words joined by dashes.'),
  display_name: z.string().trim().max(100).optional(),
});
const tagParam = z.object({ id: z.coerce.number().int().positive() });

const selectTag = (db: Db, id: number) => db.select(tagsList.fields).from(tags).where(eq(tags.id, id)).limit(1);

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [taken] = await db.select({ id: tags.id }).from(tags).where(eq(tags.name, name)).limit(1);
  if (taken && taken.id !== exceptId) throw ValidationError.field('name', TAG_NAME_TAKEN);
}

/** docs/api/admin.md, "Tags" (tags.update): the list, create, edit, and bulk delete with the tags' links. */
export const tagAdminRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/tags', MANAGE_TAGS, tagsList))
  .post('/tags', requirePermission(MANAGE_TAGS), validate('json', tagBody), responds(z.object({ tag: tagsList.row }), 201), async (c) => {
    const { name, display_name } = c.req.valid('json');
    const db = c.get('db');
    // The unique index settles a race between two creates: the loser inserts nothing.
    const [created] = await db.insert(tags).values({ name, display_name: display_name || name }).onConflictDoNothing().returning({ id: tags.id });
    if (!created) throw ValidationError.field('name', TAG_NAME_TAKEN);
    const [tag] = await selectTag(db, created.id);
    return c.json({ tag }, 201);
  })
  .put('/tags/:id', requirePermission(MANAGE_TAGS), validate('param', tagParam), validate('json', tagBody), responds(z.object({ tag: tagsList.row })), async (c) => {
    const { id } = c.req.valid('param');
    const { name, display_name } = c.req.valid('json');
    const db = c.get('db');
    await assertNameFree(db, name, id);
    const updated = await db
      .update(tags)
      .set({ name, display_name: display_name || name, updated_at: isoNow })
      .where(eq(tags.id, id))
      .returning({ id: tags.id });
    if (!updated.length) throw notFound();
    const [tag] = await selectTag(db, id);
    return c.json({ tag });
  })
  .delete('/tags/:ids', requirePermission(MANAGE_TAGS), validate('param', z.object({ ids: idList('Name tags by their ids, comma-separated.') })), responds(MessageAnswer), async (c) => {
    const { ids } = c.req.valid('param');
    const db = c.get('db');
    const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
    if (found.length !== ids.length) throw notFound();
    // One batch, so a tag never goes while links to it stay (or the reverse).
    await db.batch([
      db.delete(trackTags).where(inArray(trackTags.tag_id, ids)),
      db.delete(albumTags).where(inArray(albumTags.tag_id, ids)),
      db.delete(tags).where(inArray(tags.id, ids)),
    ]);
    return c.json({ message: ids.length > 1 ? 'Tags deleted' : 'Tag deleted' });
  });
