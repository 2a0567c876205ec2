import { z } from 'zod';
import { SETTING_DEFAULTS } from '../settings/defaults';
import { CUSTOM_CODE_DEFAULTS, LANDING_DEFAULTS, SEO_PAGES } from '../settings/appearance-defaults';
import { JsonValue } from '../http/response-fields';
import { themeChange } from './theme-change';

/**
 * POST admin/appearance's `changes` (docs/api/appearance.md). Every part but
 * `themes` is settings: each field is checked by its setting's own rule, the
 * one POST settings applies, and saved as that setting.
 */

/** The rule of a setting the editor groups (each has one: worker/settings/appearance-defaults.ts). */
export const settingRule = (name: string) => SETTING_DEFAULTS[name].rule!;

/** The part of each grouped setting's name after its group: `landing.headline` is `headline`. */
const fieldsOf = (group: string, defaults: Record<string, unknown>) => Object.keys(defaults).map((name) => name.slice(group.length + 1));

export const LANDING_FIELDS = fieldsOf('landing', LANDING_DEFAULTS);
export const CUSTOM_CODE_FIELDS = fieldsOf('custom_code', CUSTOM_CODE_DEFAULTS);
export const SEO_FIELDS = ['title', 'description'] as const;

/**
 * An object of the named fields only. Another key is refused under its own
 * path (`seo.home`), where a strict object would name its parent.
 */
const onlyFields = <Shape extends Record<string, z.ZodType>>(shape: Shape, message: string) =>
  z.looseObject(shape).superRefine((value, ctx) => {
    for (const key of Object.keys(value)) if (!Object.hasOwn(shape, key)) ctx.addIssue({ code: 'custom', path: [key], message });
  });

const groupRules = (group: string, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, settingRule(`${group}.${field}`).optional()]));

const seoChanges = onlyFields(
  Object.fromEntries(SEO_PAGES.map((page) => [page, onlyFields(groupRules(`seo.${page}`, SEO_FIELDS), 'Must be title or description.').optional()])),
  `Must be one of the pages: ${SEO_PAGES.join(', ')}.`,
);

export const appearanceChanges = onlyFields(
  {
    /** Settings by dotted name (worker/appearance/appearance-settings.ts says which). */
    settings: z.record(z.string().max(100), JsonValue).optional(),
    themes: z.array(themeChange).max(100, 'At most 100 theme changes.').optional(),
    menus: settingRule('menus').optional(),
    custom_code: onlyFields(groupRules('custom_code', CUSTOM_CODE_FIELDS), `Must be one of: ${CUSTOM_CODE_FIELDS.join(', ')}.`).optional(),
    seo: seoChanges.optional(),
    landing: onlyFields(groupRules('landing', LANDING_FIELDS), `Must be one of: ${LANDING_FIELDS.join(', ')}.`).optional(),
  },
  'Must be one of: settings, themes, menus, custom_code, seo, landing.',
);

export type AppearanceChanges = z.infer<typeof appearanceChanges>;

export const appearanceBody = z.object({ changes: appearanceChanges });
