import { startAudioEngine, stopAudioEngine } from './audio-engine';
import { startMediaSession } from './media-session';
import { getPlayerState } from './player-store';

let stopSession: (() => void) | null = null;
let stopPersistence: (() => void) | null = null;
let persistence: Promise<void> | null = null;

/**
 * Starts what makes the store audible, once per page: the audio engine and
 * the media session, and with `persist` the saved queue (the full app does;
 * an embed must not overwrite the listener's queue). Later calls are no-ops.
 * The saved queue is validated with zod, which loads in its own chunk after
 * the first render, so it stays out of the first route's JavaScript; the
 * returned promise settles once the queue is restored.
 */
export function startPlayerRuntime({ persist }: { persist: boolean }): Promise<void> {
  startAudioEngine();
  stopSession ??= startMediaSession();
  if (persist) {
    persistence ??= import('./player-persistence').then(({ restorePlayerState, startPlayerPersistence }) => {
      if (getPlayerState().index < 0) restorePlayerState();
      stopPersistence = startPlayerPersistence();
    });
  }
  return persistence ?? Promise.resolve();
}

/** Stops everything started above (tests). */
export function stopPlayerRuntime(): void {
  stopPersistence?.();
  stopSession?.();
  stopPersistence = stopSession = null;
  persistence = null;
  stopAudioEngine();
}
