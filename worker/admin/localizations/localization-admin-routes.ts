import { Hono } from 'hono';
import { count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { localizations } from '../../../db/localizations';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { getAppSnapshot } from '../../cache/app-snapshot';
import { ENGLISH } from '../../i18n/i18n-payload';
import { forgetLocalization } from '../../i18n/localization-service';
import { englishLines, patchLines } from '../../i18n/localization-lines';
import { adminListRoutes } from '../list/list-routes';
import { idList } from '../list/id-list';
import { localizationsList } from './localizations-list';
import { createBody, idParam, nameParam, updateBody } from './localization-schemas';
import { responds } from '../../http/responds';
import { MessageAnswer } from '../../http/response-fields';

const MANAGE = 'localizations.update';
/** A localization's lines as stored, with room left in D1's 2 MB row for the other columns. */
const MAX_LINES_BYTES = 1_900_000;
const encoder = new TextEncoder();

const batch = (db: Db, writes: ReturnType<typeof patchLines>) => db.batch(writes as [(typeof writes)[0], ...typeof writes]);

async function byId(db: Db, id: number) {
  const [row] = await db.select().from(localizations).where(eq(localizations.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** A localization as the editor reads it (with every line), and as writes answer it (without). */
const LocalizationRow = localizationsList.row.omit({ translated_count: true, keys_count: true });
const localizationAnswer = z.object({ localization: LocalizationRow });

/**
 * docs/api/admin.md, "Localizations" (localizations.update). Every write
 * drops the caches holding the localization (forgetLocalization), so the
 * footer's language picker and the users of that language see it at once.
 */
export const localizationAdminRoutes = new Hono<AppEnv>()
  // The list counts English keys from the English row: bring it up to date first.
  .use('/localizations', requirePermission(MANAGE), async (c, next) => {
    if (c.req.method === 'GET') await englishLines(c.env, c.get('db'));
    await next();
  })
  .route('/', adminListRoutes('/localizations', MANAGE, localizationsList))
  .get('/localizations/:name', requirePermission(MANAGE), validate('param', nameParam), responds(z.object({ localization: LocalizationRow.extend({ lines: z.record(z.string(), z.string()) }) })), async (c) => {
    const { name } = c.req.valid('param');
    const db = c.get('db');
    const where = typeof name === 'number' ? eq(localizations.id, name) : eq(localizations.language, name);
    const [row] = await db.select().from(localizations).where(where).limit(1);
    if (!row) throw notFound();
    const lines = row.language === ENGLISH ? await englishLines(c.env, db) : row.lines;
    return c.json({ localization: { ...row, lines } });
  })
  .post('/localizations', requirePermission(MANAGE), validate('json', createBody), responds(localizationAnswer, 201), async (c) => {
    const { name, language } = c.req.valid('json');
    const db = c.get('db');
    const english = await englishLines(c.env, db);
    // A new localization starts as a copy of English; the unique language settles a race of two creates.
    const [created] = await db.insert(localizations).values({ name, language, lines: {} }).onConflictDoNothing().returning();
    if (!created) throw ValidationError.field('language', 'This language already has a localization.');
    const copy = patchLines(db, language, english);
    if (copy.length) await batch(db, copy);
    await forgetLocalization(c.env, db, language);
    const { lines: _lines, ...localization } = await byId(db, created.id);
    return c.json({ localization }, 201);
  })
  .put('/localizations/:id', requirePermission(MANAGE), validate('param', idParam), validate('json', updateBody), responds(localizationAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = c.get('db');
    const current = await byId(db, id);
    const writes = [...patchLines(db, current.language, input.lines ?? {})];
    if (input.lines) {
      const english = await englishLines(c.env, db);
      const unknown = Object.keys(input.lines).filter((key) => !(key in english));
      if (unknown.length) throw ValidationError.field('lines', `Only English keys can be translated (not "${unknown[0]}").`);
      // D1 stores at most 2 MB a row (DESIGN section 4): refuse what would not fit, before any write.
      if (encoder.encode(JSON.stringify({ ...current.lines, ...input.lines })).length > MAX_LINES_BYTES) throw ValidationError.field('lines', 'These lines are too long to store.');
    }
    const rename = input.name ? [db.update(localizations).set({ name: input.name, updated_at: isoNow }).where(eq(localizations.id, id))] : [];
    if (rename.length || writes.length) await batch(db, [...rename, ...writes] as typeof writes);
    await forgetLocalization(c.env, db, current.language);
    const { lines: _lines, ...localization } = await byId(db, id);
    return c.json({ localization });
  })
  .delete('/localizations/:id', requirePermission(MANAGE), validate('param', z.object({ id: idList('Name localizations by their ids, comma-separated.') })), responds(MessageAnswer), async (c) => {
    const ids = c.req.valid('param').id;
    const db = c.get('db');
    const [rows, [{ total }]] = await db.batch([
      db.select({ id: localizations.id, language: localizations.language }).from(localizations).where(inArray(localizations.id, ids)),
      db.select({ total: count() }).from(localizations),
    ]);
    if (rows.length !== ids.length) throw notFound();
    const defaultLanguage = String((await getAppSnapshot(c.env, db)).settings['i18n.default_localization']);
    if (rows.some((r) => r.language === ENGLISH)) throw ValidationError.field('id', 'English cannot be deleted: every other localization is translated from it.');
    if (rows.some((r) => r.language === defaultLanguage)) throw ValidationError.field('id', 'The default localization cannot be deleted.');
    if (rows.length >= total) throw ValidationError.field('id', 'The last localization cannot be deleted.');
    await db.delete(localizations).where(inArray(localizations.id, ids));
    // Its users fall back to the default localization (getLocalization) at their next request.
    await Promise.all(rows.map((r) => forgetLocalization(c.env, db, r.language)));
    return c.json({ message: ids.length > 1 ? 'Localizations deleted' : 'Localization deleted' });
  });
