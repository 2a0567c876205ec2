import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_PROFILE_TAB } from '../../../../../catalog/user-profile/profile-tabs';
import { UserProfileTab } from '../../../../../catalog/user-profile/user-profile-tab';

/** user/{userId}/{userName}: the default tab. */
export const Route = createFileRoute('/_player/user/$userId/$userName/')({
  component: function DefaultProfileTabRoute() {
    return <UserProfileTab userId={Number(Route.useParams().userId)} tab={DEFAULT_PROFILE_TAB} />;
  },
});
