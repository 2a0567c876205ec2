import { PREVIEW_SOURCE, type EditorToPreview } from '../../appearance/preview-messages';
import type { AppearanceValues } from './appearance-types';
import { GENERAL_SETTINGS, isNewTheme, sameJson, type Draft } from './editor-draft';

/** A message before it is marked with the editor's source. */
type Message = EditorToPreview extends infer M ? (M extends unknown ? Omit<M, 'source'> : never) : never;

/** The preview's messages by what they show; each group carries the whole state of its part. */
export type PreviewGroups = Record<string, EditorToPreview[]>;

const marked = (messages: Message[]): EditorToPreview[] => messages.map((message) => ({ source: PREVIEW_SOURCE, ...message }) as EditorToPreview);

const BRANDING = GENERAL_SETTINGS.filter((name) => name.startsWith('branding.'));
const THEME_SETTINGS = ['themes.user_change', 'themes.default_id'] as const;

function themeMessages(base: AppearanceValues, draft: Draft, shownThemeId: number | null): Message[] | null {
  const themesChanged = !sameJson(draft.themes, base.themes) || THEME_SETTINGS.some((name) => !sameJson(draft.settings[name], base.settings[name]));
  const shown = draft.themes.find((theme) => theme.id === shownThemeId);
  if (!themesChanged && !shown) return null;
  const messages: Message[] = [];
  if (themesChanged) {
    const userChange = Boolean(draft.settings['themes.user_change']);
    const all = draft.themes.map((theme) => ({ ...theme, user_change: userChange }));
    messages.push({ type: 'setValues', values: { themes: { all, default_id: Number(draft.settings['themes.default_id']) } } });
  }
  if (shown) {
    const saved = isNewTheme(shown) ? undefined : base.themes.find((theme) => theme.id === shown.id);
    messages.push({ type: 'setActiveTheme', themeId: shown.id });
    const values = { ...shown.values, '--be-radius': shown.radius };
    for (const [name, value] of Object.entries(values)) {
      const savedValue = name === '--be-radius' ? saved?.radius : saved?.values[name];
      if (value !== savedValue) messages.push({ type: 'setThemeValue', name, value });
    }
    messages.push({ type: 'setThemeFont', value: shown.font ?? null });
  }
  return messages;
}

/**
 * What the preview must be told to show the draft: a group per part that
 * differs from the saved values (or, for themes, while one is shown). The
 * frame sends a group again whenever it changes; a group that goes away
 * (the part is back to its saved state) means the frame reloads.
 */
export function previewGroups(base: AppearanceValues, draft: Draft, shownThemeId: number | null): PreviewGroups {
  const groups: Record<string, Message[]> = {};
  if (BRANDING.some((name) => !sameJson(draft.settings[name], base.settings[name]))) {
    const branding = Object.fromEntries(BRANDING.map((name) => [name.slice('branding.'.length), draft.settings[name]]));
    groups.branding = [{ type: 'setValues', values: { branding } }];
  }
  if (!sameJson(draft.landing, base.landing)) groups.landing = [{ type: 'setValues', values: { settings: { landing: draft.landing } } }];
  if (!sameJson(draft.menus, base.menus)) groups.menus = [{ type: 'setValues', values: { menus: draft.menus } }];
  const themes = themeMessages(base, draft, shownThemeId);
  if (themes) groups.themes = themes;
  for (const mode of ['css', 'html'] as const) {
    if (draft.custom_code[mode] !== base.custom_code[mode]) groups[mode] = [{ type: 'setCustomCode', mode, value: draft.custom_code[mode] }];
  }
  return Object.fromEntries(Object.entries(groups).map(([key, messages]) => [key, marked(messages)]));
}
