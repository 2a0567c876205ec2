import { useSyncExternalStore } from 'react';
import type { DownloadKind } from './download-records';

/** A running (or stopped) download of one collection, for its button and the Downloads page. */
export type DownloadProgress = {
  status: 'downloading' | 'cancelled' | 'failed' | 'done';
  done: number;
  total: number;
  bytes: number;
};

const progress = new Map<string, DownloadProgress>();
const listeners = new Set<() => void>();
let version = 0;

export const progressKey = (kind: DownloadKind, id: number) => `${kind}/${id}`;

export function setProgress(key: string, value: DownloadProgress | null): void {
  if (value) progress.set(key, value);
  else progress.delete(key);
  version++;
  listeners.forEach((listener) => listener());
}

export const getProgress = (key: string) => progress.get(key) ?? null;

/** Re-renders on every change to any download; `version` makes each change a new snapshot. */
export function useDownloadProgress(key: string): DownloadProgress | null {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return getProgress(key);
}
