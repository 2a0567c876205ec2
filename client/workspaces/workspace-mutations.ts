import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { workspacesQuery } from './workspaces-query';
import type { WorkspaceNameValues } from './workspace-form-schema';
import type { WorkspacePayload } from './workspace-constants';

export const createWorkspace = (values: WorkspaceNameValues) =>
  apiClient.post<{ workspace: WorkspacePayload }>('workspace', values).then((r) => r.workspace);

export const renameWorkspace = ({ id, ...values }: WorkspaceNameValues & { id: number }) =>
  apiClient.put<{ workspace: WorkspacePayload }>(`workspace/${id}`, values).then((r) => r.workspace);

export const deleteWorkspace = (id: number) => apiClient.delete<object>(`workspace/${id}`);

/** Every workspace mutation refreshes the list and the open workspace (one key prefix). */
export function useWorkspacesMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesQuery().queryKey }),
  });
}

/** The new workspace joins the cached list at once, so switching to it never meets a list without it. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: (created) => {
      queryClient.setQueryData(workspacesQuery().queryKey, (list) => [...(list ?? []), created]);
      return queryClient.invalidateQueries({ queryKey: workspacesQuery().queryKey });
    },
  });
}
export const useRenameWorkspace = () => useWorkspacesMutation(renameWorkspace);
export const useDeleteWorkspace = () => useWorkspacesMutation(deleteWorkspace);
