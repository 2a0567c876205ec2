import { useEffect } from 'react';
import { isPreviewMode } from './preview-mode';

/**
 * The app's side of the appearance editor's preview (SPEC section 4), in the
 * root route: once the app has rendered inside the editor's frame, it listens
 * for the editor's messages and then says it is loaded. Outside the frame it
 * does nothing, and the listener's code (its own chunk) is never loaded.
 */
export function usePreviewBridge(): void {
  useEffect(() => {
    if (!isPreviewMode()) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./preview-listener').then(({ listenForPreview, announceAppLoaded }) => {
      if (unmounted) return;
      stop = listenForPreview();
      announceAppLoaded();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}
