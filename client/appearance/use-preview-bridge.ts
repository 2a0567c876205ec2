import { useEffect } from 'react';
import { isPreviewMode } from './preview-mode';
import { announceAppLoaded, listenForPreview } from './preview-listener';

/**
 * The app's side of the appearance editor's preview (SPEC section 4), in the
 * root route: once the app has rendered inside the editor's frame, it listens
 * for the editor's messages and then says it is loaded. Outside the frame it
 * does nothing.
 */
export function usePreviewBridge(): void {
  useEffect(() => {
    if (!isPreviewMode()) return;
    const stop = listenForPreview();
    announceAppLoaded();
    return stop;
  }, []);
}
