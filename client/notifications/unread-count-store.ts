import { useSyncExternalStore } from 'react';
import { getBootstrap, hasBootstrap } from '../bootstrap/bootstrap-store';

type UnreadCount = { userId: number | null; count: number; version: number };

/**
 * The signed-in user's unread count, shared by the bell, the popover and the
 * page of one tab. Counts arrive from the socket, GET notifications and
 * mark-as-read, each with the server's `version`; the highest version wins,
 * so a late answer never undoes a newer count (worker/notifications/notification-types.ts).
 * Bootstrap data brings the count of its user with its version (up to 30 s
 * old on a read: the socket's greeting, read from D1 on connect, is at
 * least as new and replaces it).
 */
let state: UnreadCount = { userId: null, count: 0, version: -1 };
const listeners = new Set<() => void>();

function currentUser() {
  return hasBootstrap() ? getBootstrap().user : null;
}

/** A different user (login, logout) starts again from their bootstrap count. */
function forCurrentUser(): UnreadCount {
  const user = currentUser();
  const userId = user?.id ?? null;
  if (state.userId !== userId) state = { userId, count: user?.unread_notifications_count ?? 0, version: user?.unread_notifications_version ?? -1 };
  return state;
}

function emit(next: UnreadCount) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Takes a count the server sent with its version; an older version is ignored. */
export function applyUnreadCount(count: number, version: number): void {
  const current = forCurrentUser();
  if (current.userId === null || version < current.version) return;
  if (version === current.version && count === current.count) return;
  emit({ ...current, count: Math.max(0, count), version });
}

export function getUnreadCount(): number {
  return forCurrentUser().count;
}

/** For tests: back to the bootstrap count. */
export function resetUnreadCount(): void {
  state = { userId: null, count: 0, version: -1 };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, getUnreadCount, getUnreadCount);
}
