import { useSyncExternalStore } from 'react';
import type { BootstrapData } from '../../worker/bootstrap/bootstrap-types';

export type { BootstrapData };

declare global {
  interface Window {
    bootstrapData?: BootstrapData;
  }
}

let current: BootstrapData | null = typeof window !== 'undefined' ? (window.bootstrapData ?? null) : null;
const listeners = new Set<() => void>();

/** The bootstrap data the worker inlined (or the app fetched); replaced on login and logout. */
export function getBootstrap(): BootstrapData {
  if (!current) throw new Error('Bootstrap data has not been loaded');
  return current;
}

export function hasBootstrap(): boolean {
  return current !== null;
}

export function setBootstrap(data: BootstrapData): void {
  current = data;
  listeners.forEach((listener) => listener());
}

/** Merges part of the data in place, e.g. a changed user or settings from the appearance editor. */
export function patchBootstrap(patch: Partial<BootstrapData>): void {
  setBootstrap({ ...getBootstrap(), ...patch });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBootstrap(): BootstrapData {
  return useSyncExternalStore(subscribe, getBootstrap, getBootstrap);
}
