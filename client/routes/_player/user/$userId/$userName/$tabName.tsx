import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../catalog/route-error';
import { parseOneOf } from '../../../../../routing/route-params';
import { PROFILE_TABS } from '../../../../../catalog/user-profile/profile-tabs';
import { UserProfileTab } from '../../../../../catalog/user-profile/user-profile-tab';
import { NotFoundPage } from '../../../../../errors/not-found-page';

/** SPEC.md section 2: user/{userId}/{userName}/{tabName}; an unknown tab is the 404 page. */
export const Route = createFileRoute('/_player/user/$userId/$userName/$tabName')({
  beforeLoad: ({ params }) => {
    parseOneOf(params.tabName, PROFILE_TABS);
  },
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function ProfileTabRoute() {
    const { userId, tabName } = Route.useParams();
    return <UserProfileTab userId={Number(userId)} tab={parseOneOf(tabName, PROFILE_TABS)} />;
  },
});
