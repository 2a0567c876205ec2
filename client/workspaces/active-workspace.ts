import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WORKSPACE_COOKIE } from '../http/api-client';
import { readCookie, writeCookie } from '../http/cookies';
import { DEFAULT_WORKSPACE } from './workspace-constants';

/**
 * SPEC section 9: the activeWorkspaceId cookie (default 0) names the
 * workspace the app acts in; apiClient sends it as `workspaceId` (SPEC
 * section 7). Components subscribe here to re-render when it changes.
 */
const listeners = new Set<() => void>();

export function readActiveWorkspaceId(): number {
  const id = Number(readCookie(WORKSPACE_COOKIE) ?? DEFAULT_WORKSPACE.id);
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_WORKSPACE.id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useActiveWorkspaceId = () => useSyncExternalStore(subscribe, readActiveWorkspaceId, readActiveWorkspaceId);

/**
 * Makes `id` the active workspace and refetches: every cached query may hold
 * the previous workspace's content (backstage, file entries), so all are
 * invalidated and the ones on screen load again in the new workspace.
 */
export async function activateWorkspace(queryClient: QueryClient, id: number): Promise<void> {
  const changed = id !== readActiveWorkspaceId();
  writeCookie(WORKSPACE_COOKIE, String(id));
  listeners.forEach((listener) => listener());
  if (changed) await queryClient.invalidateQueries();
}

export function useActivateWorkspace() {
  const queryClient = useQueryClient();
  return useCallback((id: number) => activateWorkspace(queryClient, id), [queryClient]);
}
