import { useEffect } from 'react';
import { startPlayerRuntime } from './player-runtime';

/**
 * Makes the player audible from the first component that needs it. The engine
 * is not stopped on unmount: it belongs to the page, not to a component, so
 * music keeps playing across layouts.
 */
export function useAudioEngine({ persist = false }: { persist?: boolean } = {}): void {
  useEffect(() => {
    void startPlayerRuntime({ persist });
  }, [persist]);
}
