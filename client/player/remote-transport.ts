import type { TrackPayload } from '../../worker/music/music-types';
import { useSyncExternalStore } from 'react';

/**
 * While something else owns playback (a Jam, client/jam/), the player's
 * transport buttons send their intents to it instead of the local store; a
 * listener who may not control it sees them disabled. The player knows only
 * this shape, so it never imports the Jam.
 */
export type RemoteTransport = {
  canControl: boolean;
  playPause(): void;
  next(): void;
  previous(): void;
  seek(seconds: number): void;
  /** Adds tracks to the shared queue. */
  addToQueue?(tracks: TrackPayload[]): void;
  /** Who added the queue's item at `index` (a Jam's shared queue shows it). */
  queueNote?(index: number): string | null;
};

let remote: RemoteTransport | null = null;
const listeners = new Set<() => void>();

export function setRemoteTransport(next: RemoteTransport | null) {
  remote = next;
  listeners.forEach((listener) => listener());
}

export const getRemoteTransport = () => remote;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRemoteTransport = () => useSyncExternalStore(subscribe, getRemoteTransport, () => null);
