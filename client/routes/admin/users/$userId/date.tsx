import { createFileRoute } from '@tanstack/react-router';
import { UserDateTab } from '../../../../admin/users/tabs/user-date-tab';

export const Route = createFileRoute('/admin/users/$userId/date')({
  staticData: { crumb: 'Date' },
  component: function Tab() {
    return <UserDateTab userId={Route.useParams().userId} />;
  },
});
