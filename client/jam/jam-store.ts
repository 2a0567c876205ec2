import { useSyncExternalStore } from 'react';
import type { JamEndReason, JamView } from '../../worker/jam/jam-types';

/** The Jam this tab is in, as the UI shows it; the socket and the sync live in jam-runtime.ts (loaded on demand). */
export type JamClientState = {
  code: string | null;
  jam: JamView | null;
  status: 'idle' | 'connecting' | 'live' | 'reconnecting' | 'ended' | 'removed';
  endReason: JamEndReason | null;
  /** The last command the Jam refused (a guest without control, say). */
  error: string | null;
};

const initial: JamClientState = { code: null, jam: null, status: 'idle', endReason: null, error: null };
let state = initial;
const listeners = new Set<() => void>();

export const getJamState = () => state;

export function setJamState(patch: Partial<JamClientState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const resetJamState = () => setJamState(initial);

export function useJamState<T>(selector: (s: JamClientState) => T): T {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => selector(state),
    () => selector(initial),
  );
}

/** The Jam this tab was in survives a reload (the tab's own storage): the player bar resumes it. */
const RESUME_KEY = 'jam.code';
export const rememberJam = (code: string | null) => {
  try {
    if (code) sessionStorage.setItem(RESUME_KEY, code);
    else sessionStorage.removeItem(RESUME_KEY);
  } catch {
    // Storage refused (private mode): a reload leaves the Jam.
  }
};
export const rememberedJam = (): string | null => {
  try {
    return sessionStorage.getItem(RESUME_KEY);
  } catch {
    return null;
  }
};
