import { PREVIEW_PARAM } from './preview-messages';

/** Where a frame remembers it was opened by the editor (kept for the frame's session). */
const REMEMBERED_KEY = 'be-appearance-editor';

const inFrame = () => window.parent !== window;
const flagged = () => new URLSearchParams(window.location.search).get(PREVIEW_PARAM) === 'true';

/**
 * SPEC section 4: the appearance editor frames the app at an address carrying
 * `appearanceEditor=true`. In-app navigation drops the parameter, so a frame
 * opened with it remembers that in sessionStorage (called at startup, before
 * the router's first redirect). Only a frame reads the mark back:
 * sessionStorage is shared with the editor's own window (same tab, same
 * origin), which must stay an ordinary page.
 */
export function rememberPreviewMode(): void {
  if (flagged() && inFrame()) sessionStorage.setItem(REMEMBERED_KEY, 'true');
}

/** Whether the app runs as the appearance editor's preview. */
export function isPreviewMode(): boolean {
  rememberPreviewMode();
  return flagged() || (inFrame() && sessionStorage.getItem(REMEMBERED_KEY) === 'true');
}
