import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { UsersPage } from '../../../admin/users/users-page';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/users (users.update). */
export const Route = createFileRoute('/admin/users/')({
  beforeLoad: guard({ permission: 'users.update' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Users' },
  component: function Users() {
    return <UsersPage {...useListRoute(Route.useSearch())} />;
  },
});
