import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { RolesPage } from '../../../admin/roles/roles-page';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/roles (roles.update). */
export const Route = createFileRoute('/admin/roles/')({
  beforeLoad: guard({ permission: 'roles.update' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Roles' },
  component: function Roles() {
    return <RolesPage {...useListRoute(Route.useSearch())} />;
  },
});
