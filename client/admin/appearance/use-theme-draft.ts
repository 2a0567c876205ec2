import { useEffect } from 'react';
import type { EditorTheme } from './appearance-types';
import { useAppearanceEditor } from './editor-context';

/**
 * The theme at `index` in the draft and a setter for its fields; while its
 * page is open the preview shows it.
 */
export function useThemeDraft(index: number) {
  const { draft, update, showTheme } = useAppearanceEditor();
  const theme = draft.themes[index] as EditorTheme | undefined;
  const id = theme?.id;
  useEffect(() => {
    if (id !== undefined) showTheme(id);
  }, [id, showTheme]);

  /** Sets fields of this theme; flagging it a default unflags the others, as the server does. */
  const set = (patch: Partial<EditorTheme>, clear: string) =>
    update(
      (d) => ({
        ...d,
        themes: d.themes.map((t) => {
          if (t.id === id) return { ...t, ...patch };
          return {
            ...t,
            default_light: patch.default_light ? false : t.default_light,
            default_dark: patch.default_dark ? false : t.default_dark,
          };
        }),
      }),
      `themes.${id}.${clear}`,
    );
  return { theme, set };
}
