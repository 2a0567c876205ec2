import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AppearanceValues } from './appearance-types';
import { changesOf } from './appearance-changes';
import { draftFrom, type Draft } from './editor-draft';

type EditorState = {
  /** The saved values (GET admin/appearance/values, or the last save's answer). */
  base: AppearanceValues;
  draft: Draft;
  /** A 422's messages by editor path (appearance-changes.ts `editorErrors`). */
  errors: Record<string, string>;
  /** The theme the preview shows while the admin edits one. */
  shownThemeId: number | null;
  /** Bumped when the preview must load afresh (Undo). */
  revision: number;
};

export type AppearanceEditor = EditorState & {
  changes: ReturnType<typeof changesOf>['changes'];
  themeIds: number[];
  dirty: boolean;
  /** Applies `recipe` to the draft and drops the errors at `clear` and under it. */
  update: (recipe: (draft: Draft) => Draft, clear?: string) => void;
  setErrors: (errors: Record<string, string>) => void;
  showTheme: (id: number | null) => void;
  /** Undo: every pending change goes, and the preview reloads. */
  discard: () => void;
  /** After a save: its answer is the new saved state. */
  saved: (values: AppearanceValues) => void;
};

const EditorContext = createContext<AppearanceEditor | null>(null);

const without = (errors: Record<string, string>, clear: string) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => path !== clear && !path.startsWith(`${clear}.`)));

/**
 * The one store of the editor's pending changes, above every section's
 * route, so moving between sections keeps them until Save or Undo.
 */
export function AppearanceEditorProvider({ values, children }: { values: AppearanceValues; children: ReactNode }) {
  const [state, setState] = useState<EditorState>(() => ({ base: values, draft: draftFrom(values), errors: {}, shownThemeId: null, revision: 0 }));

  const update = useCallback(
    (recipe: (draft: Draft) => Draft, clear?: string) =>
      setState((s) => ({ ...s, draft: recipe(s.draft), errors: clear === undefined ? s.errors : without(s.errors, clear) })),
    [],
  );
  const setErrors = useCallback((errors: Record<string, string>) => setState((s) => ({ ...s, errors })), []);
  const showTheme = useCallback((id: number | null) => setState((s) => (s.shownThemeId === id ? s : { ...s, shownThemeId: id })), []);
  const discard = useCallback(
    () => setState((s) => ({ ...s, draft: draftFrom(s.base), errors: {}, shownThemeId: null, revision: s.revision + 1 })),
    [],
  );
  const saved = useCallback((next: AppearanceValues) => setState((s) => ({ ...s, base: next, draft: draftFrom(next), errors: {} })), []);

  const { changes, themeIds } = useMemo(() => changesOf(state.base, state.draft), [state.base, state.draft]);
  const editor = useMemo(
    () => ({ ...state, changes, themeIds, dirty: Object.keys(changes).length > 0, update, setErrors, showTheme, discard, saved }),
    [state, changes, themeIds, update, setErrors, showTheme, discard, saved],
  );
  return <EditorContext.Provider value={editor}>{children}</EditorContext.Provider>;
}

export function useAppearanceEditor(): AppearanceEditor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useAppearanceEditor needs AppearanceEditorProvider');
  return editor;
}
