import { getBootstrap, setBootstrap } from '../bootstrap/bootstrap-store';
import { previewTheme, refreshTheme } from '../theme/apply-theme';
import { applyThemeFont } from '../theme/theme-font';
import { setCustomCode } from './custom-code';
import { mergePreviewValues } from './merge-preview-values';
import { PREVIEW_SOURCE, type EditorToPreview, type PreviewToEditor, type ThemeFont } from './preview-messages';

type Message = Record<string, unknown>;

const isObject = (value: unknown): value is Message => typeof value === 'object' && value !== null;
const isFont = (value: unknown): value is ThemeFont | null => value === null || (isObject(value) && typeof value.family === 'string');

/** The editor's message, or null for anything else: another origin, no marker, an unknown type or shape. */
export function readPreviewMessage(event: MessageEvent): EditorToPreview | null {
  const data: unknown = event.data;
  if (event.origin !== window.location.origin || !isObject(data) || data.source !== PREVIEW_SOURCE) return null;
  switch (data.type) {
    case 'setValues':
      return isObject(data.values) ? (data as EditorToPreview) : null;
    case 'setThemeFont':
      return isFont(data.value) ? (data as EditorToPreview) : null;
    case 'setThemeValue':
      return typeof data.name === 'string' && data.name.startsWith('--') && typeof data.value === 'string' ? (data as EditorToPreview) : null;
    case 'setActiveTheme':
      return typeof data.themeId === 'number' ? (data as EditorToPreview) : null;
    case 'setCustomCode':
      return typeof data.mode === 'string' && typeof data.value === 'string' ? (data as EditorToPreview) : null;
    default:
      return null;
  }
}

/** What each message does to this page, and only to it: nothing is saved (SPEC section 4). */
export function applyPreviewMessage(message: EditorToPreview): void {
  switch (message.type) {
    case 'setValues':
      setBootstrap(mergePreviewValues(getBootstrap(), message.values));
      // The theme store reads the themes from bootstrap data: show the active one as it now is.
      if (message.values.themes !== undefined) refreshTheme();
      return;
    case 'setThemeFont':
      return applyThemeFont(message.value);
    case 'setThemeValue':
      return document.documentElement.style.setProperty(message.name, message.value);
    case 'setActiveTheme':
      return previewTheme(message.themeId);
    case 'setCustomCode':
      return setCustomCode(message.mode, message.value);
  }
}

/** Starts taking the editor's messages; returns a function that stops. */
export function listenForPreview(): () => void {
  const onMessage = (event: MessageEvent) => {
    const message = readPreviewMessage(event);
    if (message) applyPreviewMessage(message);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/** Tells the editor the app has rendered, so it sends the values being edited. */
export function announceAppLoaded(): void {
  const message: PreviewToEditor = { source: PREVIEW_SOURCE, type: 'appLoaded' };
  window.parent.postMessage(message, window.location.origin);
}
