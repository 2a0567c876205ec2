import { UserMinus } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { showErrorToast } from '../http/server-errors';
import { Avatar } from '../ui/avatar';
import { iconButtonStyles } from '../ui/button-styles';
import { ConfirmDialog } from '../ui/dialog/confirm-dialog';
import { openDialog } from '../ui/dialog/dialog-store';
import { toast } from '../ui/toast/toast-store';
import { Tooltip } from '../ui/tooltip/tooltip';
import { useChangeMemberRole, useRemoveMember } from './member-mutations';
import { RoleBadge, RoleSelect } from './role-select';
import { WORKSPACE_ROLES, type WorkspaceMemberPayload, type WorkspaceRoleId } from './workspace-constants';

type MemberRowProps = {
  workspaceId: number;
  member: WorkspaceMemberPayload;
  /** The signed-in user is this member (they leave through the dialog's footer instead). */
  isSelf: boolean;
  /** The signed-in member may change roles and remove others (owners and admins). */
  manages: boolean;
};

/** One member: who, their role (a select where it may change), and Remove. Nobody removes the owner. */
export function MemberRow({ workspaceId, member, isSelf, manages }: MemberRowProps) {
  const trans = useTrans();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const editable = manages && !isSelf && member.role_id !== WORKSPACE_ROLES.owner;

  const onRoleChange = (roleId: WorkspaceRoleId) =>
    changeRole.mutate(
      { workspaceId, userId: member.id, roleId },
      {
        onSuccess: () => toast(trans('Changed the role of :name', { name: member.name })),
        onError: showErrorToast,
      },
    );

  const onRemove = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Remove member'),
      body: trans(':name will lose access to this workspace and its content at once.', { name: member.name }),
      confirmLabel: trans('Remove'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(
      { workspaceId, userId: member.id },
      {
        onSuccess: () => toast(trans('Removed :name from the workspace', { name: member.name })),
        onError: showErrorToast,
      },
    );
  };

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <Avatar name={member.name} image={member.image} size="md" />
      <div className="min-w-0 flex-1 basis-40">
        <div className="truncate text-sm font-semibold">
          {member.name}
          {isSelf && <span className="font-normal text-muted"> ({trans('you')})</span>}
        </div>
        <div className="truncate text-xs text-muted">{member.email}</div>
      </div>
      <div className="ml-auto flex items-center gap-1">
        {editable ? (
          <RoleSelect
            label={trans('Role of :name', { name: member.name })}
            value={member.role_id}
            onChange={onRoleChange}
            disabled={changeRole.isPending}
          />
        ) : (
          <RoleBadge roleId={member.role_id} />
        )}
        {editable && (
          <Tooltip label={trans('Remove member')}>
            <button
              type="button"
              aria-label={trans('Remove :name', { name: member.name })}
              onClick={() => void onRemove()}
              disabled={remove.isPending}
              className={iconButtonStyles({
                size: 'sm',
                className: 'hover:text-danger',
              })}
            >
              <UserMinus className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
        )}
      </div>
    </li>
  );
}
