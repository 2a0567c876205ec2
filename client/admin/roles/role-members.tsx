import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import type { TableResource } from '../../ui/data-table/data-table-types';
import { openDialog } from '../../ui/dialog/dialog-store';
import { toast } from '../../ui/toast/toast-store';
import { Avatar } from '../../ui/avatar';
import { formatDate } from '../format-date';
import type { AdminUserRow } from '../users/admin-user-types';
import { AddRoleMembersDialog } from './add-role-members-dialog';

/** The users who hold a role: the users list with a fixed role filter, and add/remove. */
export function RoleMembers({ roleId, search, onSearch }: { roleId: number; search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const resource = useMemo<TableResource<AdminUserRow>>(
    () => ({
      endpoint: 'users',
      name: 'role-members',
      params: { role: roleId },
      searchLabel: 'Search by name or email',
      rowHref: (user) => `/admin/users/${user.id}/details`,
      emptyMessage: 'No one holds this role yet',
      create: {
        label: 'Add users',
        onClick: () =>
          void openDialog<boolean>(AddRoleMembersDialog, { roleId }).then((added) => {
            if (added) void queryClient.invalidateQueries({ queryKey: ['admin-list', 'users'] });
          }),
      },
      bulkActions: [
        {
          label: 'Remove from role',
          danger: true,
          run: async (rows) => {
            await apiClient.post(`roles/${roleId}/remove-users`, { userIds: rows.map((r) => r.id) });
            toast(trans('Removed :count users from the role', { count: rows.length }));
          },
        },
      ],
      columns: [
        {
          id: 'name',
          header: 'User',
          sortable: true,
          alwaysVisible: true,
          cell: (user) => (
            <span className="flex items-center gap-3">
              <Avatar name={user.name} image={user.image} size="sm" />
              <span className="truncate">{user.name}</span>
            </span>
          ),
        },
        { id: 'email', header: 'Email', sortable: true, cell: (user) => user.email },
        { id: 'created_at', header: 'Joined', sortable: true, cell: (user) => formatDate(user.created_at) },
      ],
    }),
    [roleId, queryClient, trans],
  );
  return <DataTable resource={resource} search={search} onSearch={onSearch} />;
}
