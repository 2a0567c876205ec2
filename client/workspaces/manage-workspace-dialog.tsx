import type { ReactNode } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { ApiError } from '../http/api-client';
import { DEFAULT_ERROR_MESSAGE } from '../http/server-errors';
import { useTrans } from '../i18n/trans';
import { Dialog } from '../ui/dialog/dialog';
import { Spinner } from '../ui/spinner';
import { InviteMembersForm } from './invite-members-form';
import { InviteRow } from './invite-row';
import { MemberRow } from './member-row';
import { RenameWorkspaceForm } from './rename-workspace-form';
import { useWorkspace } from './workspace-query';
import { WorkspaceExitActions } from './workspace-exit-actions';
import { roleMay } from './workspace-constants';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-divider pt-4">
      <h3 className="mb-1 text-sm font-bold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Rename, members and their roles, pending invites, invite, leave and delete:
 * each part only where the signed-in member's role allows it (the server
 * checks again on every request).
 */
export function ManageWorkspaceDialog({ workspaceId }: { workspaceId: number }) {
  const trans = useTrans();
  const userId = useBootstrap().user?.id ?? 0;
  const { data: workspace, error, isPending } = useWorkspace(workspaceId);

  let body: ReactNode;
  if (isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner label={trans('Loading workspace')} />
      </div>
    );
  } else if (!workspace) {
    body = (
      <p role="alert" className="py-6 text-sm text-danger">
        {trans(
          error instanceof ApiError && error.status === 404
            ? 'This workspace does not exist, or you are no longer a member.'
            : (error?.message ?? DEFAULT_ERROR_MESSAGE),
        )}
      </p>
    );
  } else {
    const limit = workspace.member_limit;
    body = (
      <div className="flex flex-col gap-5">
        {roleMay(workspace.role_id, 'rename') ? (
          <RenameWorkspaceForm workspaceId={workspace.id} name={workspace.name} />
        ) : (
          <p className="text-sm text-muted">{trans('Only owners and admins can rename the workspace or invite people.')}</p>
        )}
        {roleMay(workspace.role_id, 'invite') && (
          <Section title={trans('Invite members')}>
            <InviteMembersForm workspaceId={workspace.id} />
          </Section>
        )}
        <Section
          title={
            limit === null
              ? trans('Members (:count)', { count: workspace.members.length })
              : trans('Members (:count of :limit)', {
                  count: workspace.members.length,
                  limit,
                })
          }
        >
          <ul aria-label={trans('Members')} className="divide-y divide-divider">
            {workspace.members.map((member) => (
              <MemberRow
                key={member.id}
                workspaceId={workspace.id}
                member={member}
                isSelf={member.id === userId}
                manages={roleMay(workspace.role_id, 'manageMembers')}
              />
            ))}
          </ul>
        </Section>
        {roleMay(workspace.role_id, 'invite') && (
          <Section title={trans('Pending invitations')}>
            {workspace.invites.length ? (
              <ul aria-label={trans('Pending invitations')} className="divide-y divide-divider">
                {workspace.invites.map((invite) => (
                  <InviteRow key={invite.id} workspaceId={workspace.id} invite={invite} />
                ))}
              </ul>
            ) : (
              <p className="py-3 text-sm text-muted">{trans('No pending invitations.')}</p>
            )}
          </Section>
        )}
        <div className="border-t border-divider pt-4">
          <WorkspaceExitActions workspace={workspace} userId={userId} />
        </div>
      </div>
    );
  }

  return (
    <Dialog title={workspace ? trans('Manage :name', { name: workspace.name }) : trans('Manage workspace')} size="lg">
      {body}
    </Dialog>
  );
}
