import { LogOut, Trash2 } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { showErrorToast } from '../http/server-errors';
import { buttonStyles } from '../ui/button-styles';
import { ConfirmDialog } from '../ui/dialog/confirm-dialog';
import { closeDialog, openDialog } from '../ui/dialog/dialog-store';
import { toast } from '../ui/toast/toast-store';
import { readActiveWorkspaceId, useActivateWorkspace } from './active-workspace';
import { useRemoveMember } from './member-mutations';
import { useDeleteWorkspace } from './workspace-mutations';
import { DEFAULT_WORKSPACE, roleMay, WORKSPACE_ROLES, type WorkspaceDetailPayload } from './workspace-constants';

type ExitProps = { workspace: WorkspaceDetailPayload; userId: number };

/** Leave (any member but the owner) and Delete (the owner only), each confirmed first. */
export function WorkspaceExitActions({ workspace, userId }: ExitProps) {
  const trans = useTrans();
  const activate = useActivateWorkspace();
  const leave = useRemoveMember();
  const remove = useDeleteWorkspace();
  const isOwner = workspace.role_id === WORKSPACE_ROLES.owner;

  // Out of the workspace: the app acts in Default again, and the manage dialog closes.
  const leaveScope = async (message: string) => {
    toast(message);
    closeDialog();
    if (readActiveWorkspaceId() === workspace.id) await activate(DEFAULT_WORKSPACE.id);
  };

  const onLeave = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Leave workspace'),
      body: trans('You will lose access to :name and its content. Only an invitation brings you back.', { name: workspace.name }),
      confirmLabel: trans('Leave'),
      danger: true,
    });
    if (!confirmed) return;
    leave.mutate(
      { workspaceId: workspace.id, userId },
      {
        onSuccess: () => void leaveScope(trans('Left workspace')),
        onError: showErrorToast,
      },
    );
  };

  const onDelete = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Delete workspace'),
      body: trans(':name will be deleted for all its members, with its invitations. Its content returns to the members who created it.', {
        name: workspace.name,
      }),
      confirmLabel: trans('Delete'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(workspace.id, {
      onSuccess: () => void leaveScope(trans('Deleted workspace')),
      onError: showErrorToast,
    });
  };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {!isOwner && (
        <button type="button" onClick={() => void onLeave()} disabled={leave.isPending} className={buttonStyles({ variant: 'outline' })}>
          <LogOut className="size-4" aria-hidden="true" />
          {trans('Leave workspace')}
        </button>
      )}
      {roleMay(workspace.role_id, 'delete') && (
        <button type="button" onClick={() => void onDelete()} disabled={remove.isPending} className={buttonStyles({ variant: 'danger' })}>
          <Trash2 className="size-4" aria-hidden="true" />
          {trans('Delete workspace')}
        </button>
      )}
    </div>
  );
}
