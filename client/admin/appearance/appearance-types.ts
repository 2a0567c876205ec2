import type { Menu, Theme } from '../../../worker/bootstrap/bootstrap-types';
import type { SeoPage } from '../../../worker/settings/appearance-defaults';

export type { Menu, SeoPage };
export type { MenuItem } from '../../../worker/bootstrap/bootstrap-types';

/** docs/api/appearance.md: a theme as the editor reads it, with its `--be-radius` as `radius`. */
export type EditorTheme = Theme & { radius: string };
export type ThemeFont = NonNullable<Theme['font']>;

export type LandingButton = { label: string; action: string; variant: 'primary' | 'outline' };
export type LandingFeature = { title: string; text: string; image: string };
export type Landing = {
  headline: string;
  text: string;
  background_image: string;
  background_color: string;
  action_buttons: LandingButton[];
  primary_features: LandingFeature[];
  secondary_features: LandingFeature[];
};

export type SeoTemplate = { title: string; description: string };

/** GET admin/appearance/values: everything the editor edits. */
export type AppearanceValues = {
  settings: Record<string, unknown>;
  themes: EditorTheme[];
  menus: Menu[];
  custom_code: { css: string; html: string };
  seo: Record<SeoPage, SeoTemplate>;
  landing: Landing;
  menu_positions: string[];
  seo_placeholders: Record<SeoPage, string[]>;
};

/** One entry of `changes.themes`: with an id it updates what it carries (or deletes), without one it creates. */
export type ThemeChange = Partial<Pick<EditorTheme, 'name' | 'is_dark' | 'default_light' | 'default_dark' | 'values' | 'font' | 'radius'>> & {
  id?: number;
  deleted?: true;
};

/** POST admin/appearance `{ changes }`: every key optional, what is absent stays as it is. */
export type AppearanceChanges = {
  settings?: Record<string, unknown>;
  themes?: ThemeChange[];
  menus?: Menu[];
  custom_code?: { css?: string; html?: string };
  seo?: Partial<Record<SeoPage, Partial<SeoTemplate>>>;
  landing?: Partial<Landing>;
};
