import { useEffect } from 'react';
import { hasPermission } from '../auth/permissions';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useActivateWorkspace, useActiveWorkspaceId } from './active-workspace';
import { useWorkspaces } from './workspaces-query';
import { DEFAULT_WORKSPACE, WORKSPACES_CREATE_PERMISSION, type WorkspacePayload } from './workspace-constants';

export type SwitcherWorkspace = Pick<WorkspacePayload, 'id' | 'name'> & {
  role_id?: WorkspacePayload['role_id'];
};

/**
 * What the account menu's workspace section needs: Default (SPEC section 3)
 * and the user's workspaces, the active one, and whether they may create one.
 * A cookie naming a workspace the user no longer belongs to (removed, left,
 * deleted, another account) falls back to Default once the list is known.
 * `onlyToCheckActive`: the account button's check on every page, which loads
 * the list only while a workspace other than Default is active.
 */
export function useWorkspaceSwitcher({ onlyToCheckActive = false } = {}) {
  const data = useBootstrap();
  const signedIn = !!data.user;
  const activeId = useActiveWorkspaceId();
  // Only to check the cookie, Default needs no request: most users never leave it.
  const { data: workspaces, isFetching } = useWorkspaces(signedIn && (!onlyToCheckActive || activeId !== DEFAULT_WORKSPACE.id));
  const activate = useActivateWorkspace();
  const canCreate = hasPermission(data, WORKSPACES_CREATE_PERMISSION);
  // A list being refetched may predate a workspace just created or joined: only a settled one counts.
  const stale = !!workspaces && !isFetching && activeId !== DEFAULT_WORKSPACE.id && !workspaces.some((w) => w.id === activeId);

  useEffect(() => {
    if (stale) void activate(DEFAULT_WORKSPACE.id);
  }, [stale, activate]);

  const all: SwitcherWorkspace[] = [DEFAULT_WORKSPACE, ...(workspaces ?? [])];
  return {
    workspaces: all,
    active: all.find((w) => w.id === activeId) ?? DEFAULT_WORKSPACE,
    canCreate,
    /** Nothing to switch between and nothing to create: the section stays out of the menu. */
    visible: signedIn && (canCreate || !!workspaces?.length),
  };
}
