import { z } from 'zod';
import type { Db } from '../db';
import { readSettingsAndThemes, type AppSnapshot } from '../cache/app-snapshot';
import { MenuSchema, ThemeSchema } from '../api-docs/bootstrap-data-schema';
import { JsonValue } from '../http/response-fields';
import { SEO_PAGES } from '../settings/appearance-defaults';
import { MENU_POSITIONS, type Menu } from '../settings/menus';
import { CUSTOM_CODE_FIELDS, LANDING_FIELDS, SEO_FIELDS, settingRule } from './appearance-changes';
import { RADIUS_VARIABLE } from './theme-change';
import { themesFrom } from './theme-service';
import { SEO_PLACEHOLDERS } from '../spa/seo-placeholders';

/** A group of settings as its fields, each described by its setting's rule. */
const fieldsAnswer = (prefix: string, fields: readonly string[]) =>
  z.object(Object.fromEntries(fields.map((field) => [field, settingRule(`${prefix}.${field}`)])));

/** GET admin/appearance/values and POST admin/appearance (docs/api/appearance.md). */
export const AppearanceValuesAnswer = z
  .object({
    /** Every public setting by dotted name. */
    settings: z.record(z.string(), JsonValue),
    themes: z.array(ThemeSchema.extend({ radius: z.string() })),
    menus: z.array(MenuSchema),
    custom_code: fieldsAnswer('custom_code', CUSTOM_CODE_FIELDS),
    seo: z.object(Object.fromEntries(SEO_PAGES.map((page) => [page, fieldsAnswer(`seo.${page}`, SEO_FIELDS)]))),
    landing: fieldsAnswer('landing', LANDING_FIELDS),
    menu_positions: z.array(z.enum(MENU_POSITIONS)),
    seo_placeholders: z.object(Object.fromEntries(SEO_PAGES.map((page) => [page, z.array(z.string())]))),
  })
  .meta({ id: 'AppearanceValues' });

const grouped = (settings: AppSnapshot['settings'], prefix: string, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, settings[`${prefix}.${field}`]]));

/**
 * Everything the editor edits, read from D1 in one batch rather than the app
 * snapshot: an admin who just saved must see what was saved, where the
 * snapshot may be a few seconds old in this isolate and up to a minute in KV
 * elsewhere. Private settings stay out of `settings` (an appearance editor
 * need not hold settings.update); the ones it edits come grouped.
 */
export async function appearanceValues(db: Db) {
  const { settings, privateNames, themes } = await readSettingsAndThemes(db);
  const hidden = new Set(privateNames);
  return {
    // Settings are JSON as D1 holds them.
    settings: Object.fromEntries(Object.entries(settings).filter(([name]) => !hidden.has(name))) as Record<string, z.infer<typeof JsonValue>>,
    themes: themesFrom(themes, settings['themes.user_change'] === true).map((theme) => ({ ...theme, radius: theme.values[RADIUS_VARIABLE] ?? '' })),
    menus: settings.menus as Menu[],
    custom_code: grouped(settings, 'custom_code', CUSTOM_CODE_FIELDS),
    seo: Object.fromEntries(SEO_PAGES.map((page) => [page, grouped(settings, `seo.${page}`, SEO_FIELDS)])),
    landing: grouped(settings, 'landing', LANDING_FIELDS),
    menu_positions: [...MENU_POSITIONS],
    seo_placeholders: SEO_PLACEHOLDERS,
  } satisfies z.input<typeof AppearanceValuesAnswer>;
}
