import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { SubscriptionsPage } from '../../../admin/subscriptions/subscriptions-page';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/subscriptions (subscriptions.update). */
export const Route = createFileRoute('/admin/subscriptions/')({
  beforeLoad: guard({ permission: 'subscriptions.update' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Subscriptions' },
  component: function Subscriptions() {
    return <SubscriptionsPage {...useListRoute(Route.useSearch())} />;
  },
});
