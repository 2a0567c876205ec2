import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { appearanceBody } from './appearance-changes';
import { appearanceValues, AppearanceValuesAnswer } from './appearance-values';
import { saveAppearance } from './save-appearance';

/** SPEC section 2, admin appearance: the editor's values and its one save (docs/api/appearance.md). */
const APPEARANCE = 'appearance.update';

export const appearanceRoutes = new Hono<AppEnv>()
  .get('/admin/appearance/values', requirePermission(APPEARANCE), responds(AppearanceValuesAnswer), async (c) => c.json(await appearanceValues(c.get('db'))))
  // 422 fields are paths inside `changes` (themes.0.name), as the editor's sections name them.
  .post('/admin/appearance', requirePermission(APPEARANCE), validate('json', appearanceBody, { within: 'changes' }), responds(AppearanceValuesAnswer), async (c) => {
    const db = c.get('db');
    await saveAppearance(c.env, db, c.req.valid('json').changes);
    return c.json(await appearanceValues(db));
  });
