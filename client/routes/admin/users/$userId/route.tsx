import { createFileRoute, Outlet } from '@tanstack/react-router';
import { parseId } from '../../../../routing/route-params';
import { guard } from '../../../../auth/route-guards';
import { adminUserQuery } from '../../../../admin/users/admin-user-query';
import { UserPageLayout } from '../../../../admin/users/user-page-layout';

/** SPEC section 2: admin/users/{userId} (users.update) and its tabs. */
export const Route = createFileRoute('/admin/users/$userId')({
  params: { parse: ({ userId }) => ({ userId: parseId(userId) }), stringify: ({ userId }) => ({ userId: String(userId) }) },
  beforeLoad: guard({ permission: 'users.update' }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(adminUserQuery(params.userId)),
  staticData: { crumb: 'User' },
  component: function User() {
    const { userId } = Route.useParams();
    return (
      <UserPageLayout userId={userId}>
        <Outlet />
      </UserPageLayout>
    );
  },
});
