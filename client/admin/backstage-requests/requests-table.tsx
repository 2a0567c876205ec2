import { Avatar } from '../../ui/avatar';
import type { TableResource } from '../../ui/data-table/data-table-types';
import type { AdminBackstageRequestRow } from '../../../worker/backstage-requests/request-types';
import { STATUS_BADGES } from '../../backstage-requests/request-constants';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { trans } from '../../i18n/trans';

const TYPE_OPTIONS = [
  { value: 'become-artist', label: 'Become artist' },
  { value: 'claim-artist', label: 'Claim artist' },
  { value: 'verify-artist', label: 'Verify artist' },
] as const;
const typeLabel = (type: AdminBackstageRequestRow['type']) => TYPE_OPTIONS.find((option) => option.value === type)!.label;

/** /admin/backstage-requests as a declaration on the data-table kit (issue 16): newest first, by type and state. */
export const requestsTable: TableResource<AdminBackstageRequestRow> = {
  endpoint: 'backstage-requests',
  name: 'backstage-requests',
  searchLabel: 'Search by artist name or email',
  emptyMessage: 'No backstage requests yet',
  rowHref: (row) => `/admin/backstage-requests/${row.id}`,
  deletable: { noun: 'request', nounPlural: 'requests' },
  columns: [
    {
      id: 'artist_name',
      header: 'Artist',
      alwaysVisible: true,
      cell: (row) => <span className="font-semibold">{row.artist_name}</span>,
    },
    {
      id: 'user',
      header: 'Requested by',
      cell: ({ user }) => (
        <span className="flex items-center gap-3">
          <Avatar name={user.name} image={user.image} size="sm" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate">{user.name}</span>
            <span className="truncate text-xs text-muted">{user.email}</span>
          </span>
        </span>
      ),
    },
    { id: 'type', header: 'Type', cell: (row) => trans(typeLabel(row.type)) },
    { id: 'status', header: 'Status', cell: (row) => <StatusBadge {...STATUS_BADGES[row.status]} /> },
    { id: 'created_at', header: 'Sent', sortable: true, cell: (row) => formatDate(row.created_at) },
    { id: 'reviewed_at', header: 'Reviewed', hiddenByDefault: true, cell: (row) => formatDate(row.reviewed_at) },
  ],
  filters: [
    { name: 'type', label: 'Type', kind: 'select', options: [...TYPE_OPTIONS] },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved' },
        { value: 'denied', label: 'Denied' },
      ],
    },
  ],
};
