import { createFileRoute } from '@tanstack/react-router';
import { UserApiTab } from '../../../../admin/users/tabs/user-api-tab';

export const Route = createFileRoute('/admin/users/$userId/api')({
  staticData: { crumb: 'API' },
  component: function Tab() {
    return <UserApiTab userId={Route.useParams().userId} />;
  },
});
