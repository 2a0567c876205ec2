import type { TableResource } from '../../ui/data-table/data-table-types';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import type { RoleSummary } from '../users/roles-query';

type RoleRow = RoleSummary & { users_count: number; created_at: string };

/** /admin/roles as a declaration on the data-table kit. */
export const rolesTable: TableResource<RoleRow> = {
  endpoint: 'roles',
  name: 'roles',
  searchLabel: 'Search by name',
  rowHref: (role) => `/admin/roles/${role.id}/edit`,
  deletable: { noun: 'role', nounPlural: 'roles' },
  create: { label: 'Add role', href: '/admin/roles/new' },
  columns: [
    { id: 'name', header: 'Name', sortable: true, alwaysVisible: true, cell: (role) => role.name },
    { id: 'description', header: 'Description', cell: (role) => <span className="line-clamp-1 text-muted">{role.description}</span> },
    {
      id: 'flags',
      header: 'Given to',
      cell: (role) => (role.default ? <StatusBadge tone="positive" label="New accounts" /> : role.guests ? <StatusBadge tone="neutral" label="Visitors" /> : null),
    },
    { id: 'permissions', header: 'Permissions', cell: (role) => role.permissions.length },
    { id: 'users_count', header: 'Users', cell: (role) => role.users_count },
    { id: 'created_at', header: 'Created', sortable: true, hiddenByDefault: true, cell: (role) => formatDate(role.created_at) },
  ],
};
