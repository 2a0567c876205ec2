import { createFileRoute } from '@tanstack/react-router';
import { UserSecurityTab } from '../../../../admin/users/tabs/user-security-tab';

export const Route = createFileRoute('/admin/users/$userId/security')({
  staticData: { crumb: 'Security' },
  component: function Tab() {
    return <UserSecurityTab userId={Route.useParams().userId} />;
  },
});
