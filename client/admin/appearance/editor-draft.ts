import type { AppearanceValues, EditorTheme, Landing, Menu, SeoPage, SeoTemplate } from './appearance-types';

/** The settings the general section edits (the rest of `changes` has its own keys). */
export const GENERAL_SETTINGS = [
  'themes.user_change',
  'themes.default_id',
  'branding.site_name',
  'branding.site_description',
  'branding.logo_light',
  'branding.logo_dark',
  'branding.logo_light_mobile',
  'branding.logo_dark_mobile',
] as const;
export type GeneralSetting = (typeof GENERAL_SETTINGS)[number];

/**
 * What the admin sees and edits: the saved values with every pending change
 * applied. A theme created in the editor has a negative id until it is saved;
 * a deleted one is left out.
 */
export type Draft = {
  settings: Record<GeneralSetting, unknown>;
  themes: EditorTheme[];
  menus: Menu[];
  custom_code: { css: string; html: string };
  seo: Record<SeoPage, SeoTemplate>;
  landing: Landing;
};

export function draftFrom(values: AppearanceValues): Draft {
  return structuredClone({
    settings: Object.fromEntries(GENERAL_SETTINGS.map((name) => [name, values.settings[name]])) as Record<GeneralSetting, unknown>,
    themes: values.themes,
    menus: values.menus,
    custom_code: values.custom_code,
    seo: values.seo,
    landing: values.landing,
  });
}

export const isNewTheme = (theme: Pick<EditorTheme, 'id'>) => theme.id < 0;

/** The id for a theme created in the editor: negative, below any other new one. */
export const newThemeId = (themes: EditorTheme[]) => Math.min(0, ...themes.map((theme) => theme.id)) - 1;

/** `prefix-N` with the smallest N no entry of `taken` has (menus and menu items). */
export function freeId(prefix: string, taken: string[]): string {
  let n = 1;
  while (taken.includes(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}

/** Structural equality of JSON values (settings, menus, landing lists). */
export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
