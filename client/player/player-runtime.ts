import { startAudioEngine, stopAudioEngine } from './audio-engine';
import { startMediaSession } from './media-session';
import { restorePlayerState, startPlayerPersistence } from './player-persistence';
import { getPlayerState } from './player-store';

let stopSession: (() => void) | null = null;
let stopPersistence: (() => void) | null = null;

/**
 * Starts what makes the store audible, once per page: the audio engine and
 * the media session, and with `persist` the saved queue (the full app does;
 * an embed must not overwrite the listener's queue). Later calls are no-ops.
 */
export function startPlayerRuntime({ persist }: { persist: boolean }): void {
  if (persist && !stopPersistence) {
    if (getPlayerState().index < 0) restorePlayerState();
    stopPersistence = startPlayerPersistence();
  }
  startAudioEngine();
  stopSession ??= startMediaSession();
}

/** Stops everything started above (tests). */
export function stopPlayerRuntime(): void {
  stopPersistence?.();
  stopSession?.();
  stopPersistence = stopSession = null;
  stopAudioEngine();
}
