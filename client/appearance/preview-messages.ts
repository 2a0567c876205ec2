import type { BootstrapData } from '../bootstrap/bootstrap-store';

/**
 * The appearance editor's preview protocol (SPEC section 4; issue 27;
 * docs/api/appearance.md): the editor and the app in its frame exchange
 * these over postMessage, on the same origin only, each marked with
 * `source: PREVIEW_SOURCE`. Nothing a message does is saved.
 */
export const PREVIEW_SOURCE = 'be-appearance-editor';

/** The query parameter that tells the app it runs inside the editor's frame. */
export const PREVIEW_PARAM = 'appearanceEditor';

export type ThemeFont = { family: string; google?: boolean; weight?: number };

/** What bootstrap data the preview may merge: objects merge deeply, arrays are replaced, `themes` whole. */
export type PreviewValues = { [K in keyof BootstrapData]?: unknown };

export type EditorToPreview =
  | { source: typeof PREVIEW_SOURCE; type: 'setValues'; values: PreviewValues }
  | { source: typeof PREVIEW_SOURCE; type: 'setThemeFont'; value: ThemeFont | null }
  | { source: typeof PREVIEW_SOURCE; type: 'setThemeValue'; name: string; value: string }
  | { source: typeof PREVIEW_SOURCE; type: 'setActiveTheme'; themeId: number }
  | { source: typeof PREVIEW_SOURCE; type: 'setCustomCode'; mode: 'html' | 'css'; value: string };

export type PreviewToEditor = { source: typeof PREVIEW_SOURCE; type: 'appLoaded' };
