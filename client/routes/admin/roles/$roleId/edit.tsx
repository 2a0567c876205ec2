import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../routing/route-params';
import { guard } from '../../../../auth/route-guards';
import { listSearchSchema } from '../../../../ui/data-table/list-search';
import { roleQuery } from '../../../../admin/roles/role-query';
import { RoleEditPage } from '../../../../admin/roles/role-edit-page';
import { useListRoute } from '../../../../admin/use-list-route';

/** SPEC section 2: admin/roles/{roleId}/edit (roles.update). */
export const Route = createFileRoute('/admin/roles/$roleId/edit')({
  params: { parse: ({ roleId }) => ({ roleId: parseId(roleId) }), stringify: ({ roleId }) => ({ roleId: String(roleId) }) },
  beforeLoad: guard({ permission: 'roles.update' }),
  validateSearch: listSearchSchema,
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(roleQuery(params.roleId)),
  staticData: { crumb: 'Edit role' },
  component: function EditRole() {
    return <RoleEditPage roleId={Route.useParams().roleId} {...useListRoute(Route.useSearch())} />;
  },
});
