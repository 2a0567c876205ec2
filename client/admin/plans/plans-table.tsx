import type { TableResource } from '../../ui/data-table/data-table-types';
import { openDialog } from '../../ui/dialog/dialog-store';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { toast } from '../../ui/toast/toast-store';
import { trans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { intervalLabels, intervalPlurals } from './plan-form-values';
import type { PricePayload } from '../../../worker/billing/billing-types';

export type PlanRow = {
  id: number;
  name: string;
  hidden: boolean;
  recommended: boolean;
  free: boolean;
  position: number;
  stripe_id: string | null;
  paypal_id: string | null;
  created_at: string;
  updated_at: string;
  prices: PricePayload[];
  subscriptions_count: number;
};

/** "9.99 USD / month", or "45 USD / 3 months" for a longer cycle. */
const priceLabel = (price: PricePayload) =>
  `${price.amount} ${price.currency} / ${price.interval_count > 1 ? `${price.interval_count} ${intervalPlurals(trans)[price.interval]}` : intervalLabels(trans)[price.interval]}`;

/** DELETE products/{id} takes one plan at a time; a plan with subscriptions is refused (hide it instead). */
async function deletePlans(rows: PlanRow[]) {
  const what = rows.length === 1 ? rows[0].name : `${rows.length} ${trans('plans')}`;
  const confirmed = await openDialog<boolean>(ConfirmDialog, {
    title: trans('Delete :what?', { what }),
    body: trans('This deletes :what for good and archives it at the payment gateways. It cannot be undone.', { what }),
    confirmLabel: trans('Delete'),
    danger: true,
  });
  if (!confirmed) return false;
  for (const row of rows) await apiClient.delete(`products/${row.id}`);
  toast(trans('Deleted :what', { what }));
}

/** /admin/plans as a declaration on the data-table kit (issue 14). */
export const plansTable: TableResource<PlanRow> = {
  endpoint: 'products',
  name: 'plans',
  searchLabel: 'Search by name',
  rowHref: (plan) => `/admin/plans/${plan.id}/edit`,
  bulkActions: [{ label: 'Delete', danger: true, run: deletePlans }],
  create: { label: 'Add plan', href: '/admin/plans/new' },
  emptyMessage: 'No plans yet',
  columns: [
    { id: 'name', header: 'Name', sortable: true, alwaysVisible: true, cell: (plan) => plan.name },
    {
      id: 'prices',
      header: 'Prices',
      cell: (plan) => (plan.free ? <StatusBadge tone="positive" label="Free" /> : <span className="text-muted">{plan.prices.map(priceLabel).join(', ')}</span>),
    },
    {
      id: 'flags',
      header: 'Shown',
      cell: (plan) => (
        <span className="flex flex-wrap gap-1">
          {plan.hidden ? <StatusBadge tone="neutral" label="Hidden" /> : <StatusBadge tone="positive" label="On pricing page" />}
          {plan.recommended && <StatusBadge tone="positive" label="Recommended" />}
        </span>
      ),
    },
    { id: 'subscriptions_count', header: 'Subscriptions', cell: (plan) => plan.subscriptions_count },
    { id: 'position', header: 'Position', sortable: true, hiddenByDefault: true, cell: (plan) => plan.position },
    { id: 'stripe_id', header: 'Stripe', hiddenByDefault: true, cell: (plan) => <span className="font-mono text-xs">{plan.stripe_id}</span> },
    { id: 'paypal_id', header: 'PayPal', hiddenByDefault: true, cell: (plan) => <span className="font-mono text-xs">{plan.paypal_id}</span> },
    { id: 'updated_at', header: 'Updated', hiddenByDefault: true, cell: (plan) => formatDate(plan.updated_at) },
  ],
};
