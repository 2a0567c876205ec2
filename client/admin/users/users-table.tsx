import { Avatar } from '../../ui/avatar';
import type { TableResource } from '../../ui/data-table/data-table-types';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import type { AdminUserRow } from './admin-user-types';
import type { RoleSummary } from './roles-query';

/** /admin/users as a declaration on the data-table kit (issue 13). */
export function usersTable(roles: RoleSummary[], onCreate: () => void): TableResource<AdminUserRow> {
  return {
    endpoint: 'users',
    name: 'users',
    searchLabel: 'Search by name or email',
    rowHref: (user) => `/admin/users/${user.id}/details`,
    deletable: { noun: 'user', nounPlural: 'users' },
    exportable: true,
    create: { label: 'Add user', onClick: onCreate },
    columns: [
      {
        id: 'name',
        header: 'User',
        sortable: true,
        alwaysVisible: true,
        cell: (user) => (
          <span className="flex items-center gap-3">
            <Avatar name={user.name} image={user.image} size="sm" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate">{user.name}</span>
              <span className="truncate text-xs font-normal text-muted">{user.email}</span>
            </span>
          </span>
        ),
      },
      { id: 'email', header: 'Email', sortable: true, hiddenByDefault: true, cell: (user) => user.email },
      { id: 'roles', header: 'Roles', cell: (user) => user.roles.map((r) => r.name).join(', ') },
      {
        id: 'status',
        header: 'Status',
        cell: (user) =>
          user.banned_at ? <StatusBadge tone="danger" label="Suspended" /> : user.email_verified_at ? <StatusBadge tone="positive" label="Verified" /> : <StatusBadge tone="neutral" label="Unverified" />,
      },
      { id: 'two_factor', header: 'Two-factor', hiddenByDefault: true, cell: (user) => (user.two_factor_confirmed_at ? '✓' : '') },
      { id: 'created_at', header: 'Joined', sortable: true, cell: (user) => formatDate(user.created_at) },
    ],
    filters: [
      { name: 'role', label: 'Role', kind: 'select', options: roles.filter((r) => !r.guests).map((r) => ({ value: String(r.id), label: r.name })) },
      { name: 'banned', label: 'Suspended', kind: 'boolean' },
      { name: 'email_verified', label: 'Email verified', kind: 'boolean' },
      { name: 'two_factor', label: 'Two-factor', kind: 'boolean', trueLabel: 'On', falseLabel: 'Off' },
      { name: 'created_from', label: 'Joined from', kind: 'date' },
      { name: 'created_to', label: 'Joined until', kind: 'date' },
    ],
  };
}
