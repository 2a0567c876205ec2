import type { AppearanceChanges, AppearanceValues, EditorTheme, ThemeChange } from './appearance-types';
import { GENERAL_SETTINGS, isNewTheme, sameJson, type Draft } from './editor-draft';

const THEME_FIELDS = ['name', 'is_dark', 'default_light', 'default_dark', 'values', 'font', 'radius'] as const;

/** The values map as saved: its `--be-radius`, when it has one, follows the theme's radius. */
const valuesWithRadius = (theme: EditorTheme) =>
  '--be-radius' in theme.values ? { ...theme.values, '--be-radius': theme.radius } : theme.values;

function themeChange(theme: EditorTheme, saved: EditorTheme | undefined): ThemeChange | null {
  if (!saved) {
    const { name, is_dark, default_light, default_dark, font, radius } = theme;
    return { name, is_dark, default_light, default_dark, values: valuesWithRadius(theme), font, radius };
  }
  const change: ThemeChange = { id: theme.id };
  for (const field of THEME_FIELDS) {
    if (sameJson(theme[field], saved[field])) continue;
    // Flagging another theme default unflags this one on the server; the editor never unflags directly.
    if ((field === 'default_light' || field === 'default_dark') && !theme[field]) continue;
    Object.assign(change, { [field]: field === 'values' ? valuesWithRadius(theme) : theme[field] });
  }
  return Object.keys(change).length > 1 ? change : null;
}

/**
 * `changes` for POST admin/appearance: exactly what differs between the
 * saved values and the draft. `themeIds[i]` is the draft theme that
 * `changes.themes[i]` is about, so a 422's `themes.{i}.name` finds its field.
 * Deletions come last: a theme flagged default in the same save may take the
 * flag of one deleted after it.
 */
export function changesOf(base: AppearanceValues, draft: Draft): { changes: AppearanceChanges; themeIds: number[] } {
  const changes: AppearanceChanges = {};

  const settings = Object.fromEntries(GENERAL_SETTINGS.filter((name) => !sameJson(draft.settings[name], base.settings[name])).map((name) => [name, draft.settings[name]]));
  if (Object.keys(settings).length) changes.settings = settings;

  const themes: ThemeChange[] = [];
  const themeIds: number[] = [];
  for (const theme of draft.themes) {
    const change = themeChange(theme, isNewTheme(theme) ? undefined : base.themes.find((saved) => saved.id === theme.id));
    if (!change) continue;
    themes.push(change);
    themeIds.push(theme.id);
  }
  for (const saved of base.themes) {
    if (draft.themes.some((theme) => theme.id === saved.id)) continue;
    themes.push({ id: saved.id, deleted: true });
    themeIds.push(saved.id);
  }
  if (themes.length) changes.themes = themes;

  if (!sameJson(draft.menus, base.menus)) changes.menus = draft.menus;

  const code = Object.fromEntries((['css', 'html'] as const).filter((mode) => draft.custom_code[mode] !== base.custom_code[mode]).map((mode) => [mode, draft.custom_code[mode]]));
  if (Object.keys(code).length) changes.custom_code = code as AppearanceChanges['custom_code'];

  const seo = Object.fromEntries(
    Object.entries(draft.seo).flatMap(([page, template]) => {
      const saved = base.seo[page as keyof typeof base.seo];
      const changed = Object.fromEntries((['title', 'description'] as const).filter((field) => template[field] !== saved?.[field]).map((field) => [field, template[field]]));
      return Object.keys(changed).length ? [[page, changed]] : [];
    }),
  );
  if (Object.keys(seo).length) changes.seo = seo as AppearanceChanges['seo'];

  const landing = Object.fromEntries(Object.entries(draft.landing).filter(([field, value]) => !sameJson(value, base.landing[field as keyof typeof base.landing])));
  if (Object.keys(landing).length) changes.landing = landing as AppearanceChanges['landing'];

  return { changes, themeIds };
}

/**
 * A 422's errors keyed for the editor's fields: paths in `changes` as they
 * are, except a theme's, which name the theme by id (`themes.{id}.name`)
 * rather than by its place in `changes.themes`.
 */
export function editorErrors(errors: Record<string, string>, themeIds: number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const theme = /^themes\.(\d+)(\..*)?$/.exec(path);
      const id = theme ? themeIds[Number(theme[1])] : undefined;
      return [id === undefined ? path : `themes.${id}${theme![2] ?? ''}`, message];
    }),
  );
}
