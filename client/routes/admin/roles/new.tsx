import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { RoleEditPage } from '../../../admin/roles/role-edit-page';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/roles/new (roles.update). */
export const Route = createFileRoute('/admin/roles/new')({
  beforeLoad: guard({ permission: 'roles.update' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'New role' },
  component: function NewRole() {
    return <RoleEditPage {...useListRoute(Route.useSearch())} />;
  },
});
