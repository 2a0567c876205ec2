import { useState } from 'react';
import { useTrans } from '../../../i18n/trans';
import { apiClient } from '../../../http/api-client';
import { fieldErrors, showErrorToast } from '../../../http/server-errors';
import { buttonStyles } from '../../../ui/button-styles';
import { toast } from '../../../ui/toast/toast-store';
import { PermissionsEditor } from '../../permissions/permissions-editor';
import type { GrantedPermission } from '../../permissions/permissions-query';
import { useAdminUser, useUserGrants, useUserMutation, type AdminUser } from '../admin-user-query';
import { useAllRoles } from '../roles-query';

/** The permissions tab: the user's roles, and permissions granted to them directly (PUT users/{id}/permissions). */
export function UserPermissionsTab({ userId }: { userId: number }) {
  const user = useAdminUser(userId);
  const grants = useUserGrants(userId);
  return user.data && grants.data ? <PermissionsForm user={user.data} initial={grants.data} /> : null;
}

function PermissionsForm({ user, initial }: { user: AdminUser; initial: { roles: number[]; permissions: GrantedPermission[] } }) {
  const trans = useTrans();
  const roles = useAllRoles();
  const [roleIds, setRoleIds] = useState(initial.roles);
  const [permissions, setPermissions] = useState(initial.permissions);
  const [error, setError] = useState<string>();
  const save = useUserMutation(user.id, () => apiClient.put(`users/${user.id}/permissions`, { roles: roleIds, permissions }));
  const onSave = () =>
    save.mutate(undefined, {
      onSuccess: () => (setError(undefined), toast(trans('Saved permissions'))),
      onError: (failure) => {
        const message = Object.values(fieldErrors(failure))[0];
        if (message) setError(trans(message));
        else showErrorToast(failure);
      },
    });
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="rounded-lg border border-divider p-4">
        <legend className="px-1 text-xs font-bold uppercase tracking-widest text-muted">{trans('Roles')}</legend>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {(roles.data ?? [])
            .filter((role) => !role.guests)
            .map((role) => (
              <li key={role.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={roleIds.includes(role.id)}
                    onChange={(e) => setRoleIds(e.target.checked ? [...roleIds, role.id] : roleIds.filter((id) => id !== role.id))}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  {role.name}
                </label>
              </li>
            ))}
        </ul>
      </fieldset>
      <div>
        <h2 className="mb-3 text-sm font-semibold">{trans('Permissions given directly')}</h2>
        <PermissionsEditor value={permissions} onChange={setPermissions} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <button type="button" disabled={save.isPending} onClick={onSave} className={buttonStyles({ className: 'self-start' })}>
        {trans('Save')}
      </button>
    </div>
  );
}
