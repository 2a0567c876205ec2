import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { PlansPage } from '../../../admin/plans/plans-page';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/plans (plans.update). */
export const Route = createFileRoute('/admin/plans/')({
  beforeLoad: guard({ permission: 'plans.update' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Plans' },
  component: function Plans() {
    return <PlansPage {...useListRoute(Route.useSearch())} />;
  },
});
