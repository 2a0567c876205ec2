import { Link, useNavigate } from '@tanstack/react-router';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles, focusRing, iconButtonStyles } from '../../ui/button-styles';
import { Tooltip } from '../../ui/tooltip/tooltip';
import type { EditorTheme } from './appearance-types';
import { useAppearanceEditor } from './editor-context';
import { newThemeId } from './editor-draft';
import { EDITOR_ROOT } from './editor-sections';
import { PanelHeader } from './panel-header';

const copyOf = (theme: EditorTheme, id: number, name: string): EditorTheme => ({
  ...structuredClone(theme),
  id,
  name,
  default_light: false,
  default_dark: false,
});

/** /admin/appearance/themes: every theme, to open, duplicate or delete, and a new one. */
export function ThemesPanel() {
  const trans = useTrans();
  const navigate = useNavigate();
  const { draft, update } = useAppearanceEditor();

  const add = (theme: EditorTheme) => {
    const index = draft.themes.length;
    update((d) => ({ ...d, themes: [...d.themes, theme] }));
    void navigate({ to: '/admin/appearance/themes/$themeIndex', params: { themeIndex: index } });
  };
  const create = () => {
    const light = draft.themes.find((theme) => theme.default_light) ?? draft.themes[0];
    if (!light) return;
    add({ ...copyOf(light, newThemeId(draft.themes), trans('New theme')), font: null });
  };
  const remove = (theme: EditorTheme) =>
    update(
      (d) => ({
        ...d,
        themes: d.themes.filter((t) => t.id !== theme.id),
        // The default theme goes with it: visitors follow their device again.
        settings: d.settings['themes.default_id'] === theme.id ? { ...d.settings, 'themes.default_id': 0 } : d.settings,
      }),
      `themes.${theme.id}`,
    );

  return (
    <>
      <PanelHeader
        title={trans('Themes')}
        back={{ to: EDITOR_ROOT, label: trans('Sections') }}
        actions={
          <button type="button" onClick={create} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            <Plus className="size-4" aria-hidden="true" />
            {trans('New theme')}
          </button>
        }
      />
      {draft.themes.length === 0 && <p className="text-sm text-muted">{trans('There are no themes yet.')}</p>}
      <ul className="flex flex-col gap-2" aria-label={trans('Themes')}>
        {draft.themes.map((theme, index) => {
          const locked = theme.default_light || theme.default_dark;
          const deleteLabel = trans('Delete :name', { name: theme.name });
          return (
            <li key={theme.id} className="flex items-center gap-2 rounded-lg border border-divider py-2 pl-4 pr-2">
              <Link to="/admin/appearance/themes/$themeIndex" params={{ themeIndex: index }} className={`min-w-0 flex-1 rounded ${focusRing}`}>
                <span className="block truncate text-sm font-semibold">{theme.name}</span>
                <span className="block text-xs text-muted">
                  {[
                    theme.is_dark ? trans('Dark') : trans('Light'),
                    theme.default_light && trans('Default light theme'),
                    theme.default_dark && trans('Default dark theme'),
                    theme.id < 0 && trans('Not saved yet'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
              <Tooltip label={trans('Duplicate :name', { name: theme.name })}>
                <button
                  type="button"
                  aria-label={trans('Duplicate :name', { name: theme.name })}
                  onClick={() => add(copyOf(theme, newThemeId(draft.themes), trans(':name copy', { name: theme.name })))}
                  className={iconButtonStyles({ size: 'sm' })}
                >
                  <Copy className="size-4" aria-hidden="true" />
                </button>
              </Tooltip>
              {locked ? (
                // A disabled button takes no focus, so it has no tooltip; the note under the list says why.
                <button type="button" aria-label={deleteLabel} disabled className={iconButtonStyles({ size: 'sm' })}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              ) : (
                <Tooltip label={deleteLabel}>
                  <button type="button" aria-label={deleteLabel} onClick={() => remove(theme)} className={iconButtonStyles({ size: 'sm' })}>
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </Tooltip>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-muted">{trans('The default light and dark themes cannot be deleted: make another theme the default first.')}</p>
    </>
  );
}
