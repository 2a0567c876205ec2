import { useSyncExternalStore } from 'react';

/**
 * The playback clock, apart from the player store: it ticks several times a
 * second, so only what shows time (seek bar, lyrics) subscribes to it and the
 * rest of the player does not re-render on every `timeupdate`.
 */
export type PlaybackTime = {
  /** Seconds. */
  position: number;
  /** Seconds; 0 until known. */
  duration: number;
};

const zero: PlaybackTime = { position: 0, duration: 0 };
let time: PlaybackTime = zero;
const listeners = new Set<() => void>();

export const getPlaybackTime = () => time;

export function setPlaybackTime(patch: Partial<PlaybackTime>) {
  const next = { ...time, ...patch };
  if (next.position === time.position && next.duration === time.duration) return;
  time = next;
  listeners.forEach((listener) => listener());
}

export function subscribePlaybackTime(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlaybackTime(): PlaybackTime;
export function usePlaybackTime<T>(selector: (time: PlaybackTime) => T): T;
export function usePlaybackTime<T>(selector: (time: PlaybackTime) => T = (t) => t as T): T {
  return useSyncExternalStore(subscribePlaybackTime, () => selector(time), () => selector(zero));
}
