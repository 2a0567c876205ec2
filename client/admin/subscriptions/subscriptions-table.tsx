import { Avatar } from '../../ui/avatar';
import type { TableResource } from '../../ui/data-table/data-table-types';
import { trans } from '../../i18n/trans';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { gatewayLabels, subscriptionBadge, type AdminSubscriptionRow } from './subscription-state';
import { SubscriptionRowActions } from './subscription-row-actions';

/** /admin/subscriptions as a declaration on the data-table kit (issue 14). */
export function subscriptionsTable({ onCreate, price }: { onCreate: () => void; price: (row: AdminSubscriptionRow) => string }): TableResource<AdminSubscriptionRow> {
  const gateways = gatewayLabels(trans);
  return {
    endpoint: 'subscriptions',
    name: 'subscriptions',
    searchLabel: 'Search by name or email',
    create: { label: 'Gift a plan', onClick: onCreate },
    emptyMessage: 'No subscriptions yet',
    columns: [
      {
        id: 'user',
        header: 'User',
        alwaysVisible: true,
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
      {
        id: 'plan',
        header: 'Plan',
        cell: (row) => (
          <span className="flex flex-col">
            <span>{row.product.name}</span>
            {row.price && <span className="text-xs text-muted">{price(row)}</span>}
          </span>
        ),
      },
      { id: 'gateway', header: 'Gateway', cell: (row) => gateways[row.gateway] },
      { id: 'status', header: 'Status', cell: (row) => <StatusBadge {...subscriptionBadge(row)} /> },
      { id: 'renews_at', header: 'Renews', sortable: true, cell: (row) => formatDate(row.renews_at) },
      { id: 'ends_at', header: 'Ends', sortable: true, cell: (row) => formatDate(row.ends_at) },
      { id: 'created_at', header: 'Created', sortable: true, cell: (row) => formatDate(row.created_at) },
      { id: 'gateway_id', header: 'Gateway id', hiddenByDefault: true, cell: (row) => <span className="font-mono text-xs">{row.gateway_id}</span> },
      { id: 'note', header: 'Note', hiddenByDefault: true, cell: (row) => <span className="line-clamp-2 max-w-64 text-muted">{row.note}</span> },
      { id: 'actions', header: 'Actions', alwaysVisible: true, className: 'w-24 text-right', cell: (row) => <SubscriptionRowActions subscription={row} /> },
    ],
    filters: [
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        options: [
          { value: 'active', label: 'Active' },
          { value: 'past_due', label: 'Past due' },
          { value: 'canceled', label: 'Canceled' },
          { value: 'incomplete', label: 'Incomplete' },
        ],
      },
      {
        name: 'gateway',
        label: 'Gateway',
        kind: 'select',
        options: [
          { value: 'stripe', label: 'Stripe' },
          { value: 'paypal', label: 'PayPal' },
          { value: 'none', label: 'By hand' },
        ],
      },
    ],
  };
}
