import { useSyncExternalStore } from 'react';

/** Whether the queue panel (desktop) or sheet (mobile) is showing; toggled by the player bar's queue button. */
let open = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setQueuePanelOpen(next: boolean) {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const isQueuePanelOpen = () => open;
export const toggleQueuePanel = () => setQueuePanelOpen(!open);
export const closeQueuePanel = () => setQueuePanelOpen(false);

export const useQueuePanelOpen = () => useSyncExternalStore(subscribe, () => open, () => false);
