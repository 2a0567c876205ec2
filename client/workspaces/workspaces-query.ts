import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { WorkspacePayload } from './workspace-constants';

export const fetchWorkspaces = () => apiClient.get<{ workspaces: WorkspacePayload[] }>('me/workspaces').then((r) => r.workspaces);

/** The signed-in user's workspaces (without Default, which has no row). */
export const workspacesQuery = () => queryOptions({ queryKey: ['workspaces'], queryFn: fetchWorkspaces });

export const useWorkspaces = (enabled = true) => useQuery({ ...workspacesQuery(), enabled });
