import { createFileRoute } from '@tanstack/react-router';
import { UserDetailsTab } from '../../../../admin/users/tabs/user-details-tab';

export const Route = createFileRoute('/admin/users/$userId/details')({
  staticData: { crumb: 'Details' },
  component: function Tab() {
    return <UserDetailsTab userId={Route.useParams().userId} />;
  },
});
