import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { workspacesQuery } from './workspaces-query';
import type { WorkspaceDetailPayload } from './workspace-constants';

export const fetchWorkspace = (id: number) => apiClient.get<{ workspace: WorkspaceDetailPayload }>(`workspace/${id}`).then((r) => r.workspace);

/** One workspace with its members and (for those who may invite) pending invites. */
export const workspaceQuery = (id: number) =>
  queryOptions({
    queryKey: [...workspacesQuery().queryKey, id],
    queryFn: () => fetchWorkspace(id),
  });

export const useWorkspace = (id: number) => useQuery(workspaceQuery(id));
