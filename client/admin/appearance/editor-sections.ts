import type { Draft } from './editor-draft';

export const EDITOR_ROOT = '/admin/appearance';

/** SPEC section 2: the editor's sections, as /admin/appearance lists them. */
export const EDITOR_SECTIONS = [
  { path: 'general', label: 'General', description: 'Site name, logos and the default theme' },
  { path: 'themes', label: 'Themes', description: 'Colours, fonts and corner rounding' },
  { path: 'menus', label: 'Menus', description: 'Links in the sidebar, the mobile bar and the footer' },
  { path: 'landing-page', label: 'Landing page', description: 'What guests see first' },
  { path: 'seo-settings', label: 'SEO settings', description: 'Page titles and descriptions for search engines' },
  { path: 'custom-code', label: 'Custom code', description: 'CSS and HTML added to every page' },
] as const;

const LANDING_LISTS: Record<string, string> = {
  action_buttons: 'action-buttons',
  primary_features: 'primary-features',
  secondary_features: 'secondary-features',
};

/**
 * Where the field of an error path lives, so a message about another section
 * links to it: `themes.{id}.font` to that theme's font page,
 * `menus.1.items.0.action` to the item, `landing.action_buttons.0.label` to
 * the buttons.
 */
export function sectionOfPath(path: string, draft: Draft): string {
  const [group, second, third, fourth] = path.split('.');
  const to = (rest: string) => `${EDITOR_ROOT}/${rest}`;
  switch (group) {
    case 'themes': {
      const index = draft.themes.findIndex((theme) => String(theme.id) === second);
      if (index < 0) return to('themes');
      return to(third === 'font' || third === 'radius' ? `themes/${index}/${third}` : `themes/${index}`);
    }
    case 'menus':
      if (second === undefined) return to('menus');
      return to(third === 'items' && fourth !== undefined ? `menus/${second}/${fourth}` : `menus/${second}`);
    case 'landing':
      return to(`landing-page/${LANDING_LISTS[second] ?? 'general'}`);
    case 'seo':
      return to('seo-settings');
    case 'custom_code':
      return to('custom-code');
    default:
      return to('general');
  }
}
