import { z } from 'zod';

/**
 * One entry of `changes.themes` (docs/api/appearance.md): with an `id` it
 * changes only the fields it carries, or deletes the theme with
 * `deleted: true`; without one it creates a theme. Values go into the HTML
 * shell's `<style>` element (worker/spa/theme-style.ts), so names are `--be-…`
 * variables and values plain CSS values that cannot end the declaration, the
 * rule or the element.
 */

export const THEME_VARIABLE = /^--be-[a-z0-9-]{1,60}$/;
const VALUE_MESSAGE = 'Must be a plain CSS value, without ; { } < > \\ or comments.';
const SAFE_VALUE = /^(?!.*\/\*)[^;{}<>\\]*$/s;

export const RADIUS_VARIABLE = '--be-radius';
/** A CSS length such as 0.5rem, 8px or 0. */
const RADIUS = /^(0|\d{1,3}(\.\d{1,3})?(px|rem|em|%))$/;

const themeValues = z
  .record(z.string().regex(THEME_VARIABLE), z.string().max(200, 'Must not be longer than 200 characters.').regex(SAFE_VALUE, VALUE_MESSAGE), {
    error: (issue) => (issue.code === 'invalid_key' ? 'Must be a CSS variable name such as --be-primary.' : undefined),
  })
  .refine((values) => Object.keys(values).length <= 100, 'At most 100 values.');

/** SPEC section 3 Theme's font: a family name, loaded from the font service when `google`. */
const themeFont = z
  .strictObject({
    family: z
      .string()
      .trim()
      .min(1, 'The font needs a family name.')
      .max(100, 'Must not be longer than 100 characters.')
      .regex(/^[\p{L}\p{N} _-]+$/u, 'Must be a font family name: letters, digits, spaces, - or _.'),
    google: z.boolean().optional(),
    weight: z.int('Must be a weight from 100 to 900.').min(100, 'Must be a weight from 100 to 900.').max(900, 'Must be a weight from 100 to 900.').optional(),
  })
  .nullable();

export const themeChange = z
  .object({
    id: z.int().positive().optional(),
    deleted: z.literal(true).optional(),
    name: z.string().trim().min(1, 'The name field is required.').max(60, 'The name may not be greater than 60 characters.').optional(),
    is_dark: z.boolean().optional(),
    default_light: z.boolean().optional(),
    default_dark: z.boolean().optional(),
    values: themeValues.optional(),
    font: themeFont.optional(),
    radius: z.string().regex(RADIUS, 'Must be a length such as 0.5rem, 8px or 0.').optional(),
  })
  .superRefine((change, ctx) => {
    if (change.deleted && change.id === undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: 'Name the theme to delete.' });
    if (change.id !== undefined || change.deleted) return;
    if (change.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'The name field is required.' });
    if (change.values === undefined) ctx.addIssue({ code: 'custom', path: ['values'], message: 'A new theme needs its values.' });
  });

export type ThemeChange = z.infer<typeof themeChange>;
