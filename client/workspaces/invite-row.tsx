import { Send, X } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { parseIsoDate } from '../i18n/iso-date';
import { showErrorToast } from '../http/server-errors';
import { iconButtonStyles } from '../ui/button-styles';
import { toast } from '../ui/toast/toast-store';
import { Tooltip } from '../ui/tooltip/tooltip';
import { useCancelInvite, useChangeInviteRole, useResendInvite } from './invite-mutations';
import { RoleSelect } from './role-select';
import type { WorkspaceInvitePayload, WorkspaceRoleId } from './workspace-constants';

const formatDate = (iso: string) => parseIsoDate(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** One pending invite (listed only for owners and admins): its role, Resend and Cancel. */
export function InviteRow({ workspaceId, invite }: { workspaceId: number; invite: WorkspaceInvitePayload }) {
  const trans = useTrans();
  const changeRole = useChangeInviteRole();
  const resend = useResendInvite();
  const cancel = useCancelInvite();
  const target = { workspaceId, inviteId: invite.id };

  const onRoleChange = (roleId: WorkspaceRoleId) =>
    changeRole.mutate(
      { ...target, roleId },
      {
        onSuccess: () => toast(trans('Changed the role of :name', { name: invite.email })),
        onError: showErrorToast,
      },
    );
  const onResend = () =>
    resend.mutate(target, {
      onSuccess: () => toast(trans('Invitation sent again')),
      onError: showErrorToast,
    });
  const onCancel = () =>
    cancel.mutate(target, {
      onSuccess: () => toast(trans('Cancelled the invitation')),
      onError: showErrorToast,
    });

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-40">
        <div className="truncate text-sm font-semibold">{invite.email}</div>
        <div className="truncate text-xs text-muted">{trans('Expires :date', { date: formatDate(invite.expires_at) })}</div>
      </div>
      <div className="ml-auto flex items-center gap-1">
        <RoleSelect
          label={trans('Role for :name', { name: invite.email })}
          value={invite.role_id}
          onChange={onRoleChange}
          disabled={changeRole.isPending}
        />
        <Tooltip label={trans('Resend invitation')}>
          <button
            type="button"
            aria-label={trans('Resend the invitation to :name', {
              name: invite.email,
            })}
            onClick={onResend}
            disabled={resend.isPending}
            className={iconButtonStyles({ size: 'sm' })}
          >
            <Send className="size-4" aria-hidden="true" />
          </button>
        </Tooltip>
        <Tooltip label={trans('Cancel invitation')}>
          <button
            type="button"
            aria-label={trans('Cancel the invitation to :name', {
              name: invite.email,
            })}
            onClick={onCancel}
            disabled={cancel.isPending}
            className={iconButtonStyles({
              size: 'sm',
              className: 'hover:text-danger',
            })}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
    </li>
  );
}
