import { createFileRoute } from '@tanstack/react-router';
import { UserPermissionsTab } from '../../../../admin/users/tabs/user-permissions-tab';

export const Route = createFileRoute('/admin/users/$userId/permissions')({
  staticData: { crumb: 'Permissions' },
  component: function Tab() {
    return <UserPermissionsTab userId={Route.useParams().userId} />;
  },
});
