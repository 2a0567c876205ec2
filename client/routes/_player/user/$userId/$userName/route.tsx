import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RouteError } from '../../../../../catalog/route-error';
import { parseId, prefetchOrNotFound } from '../../../../../routing/route-params';
import { UserProfileLayout } from '../../../../../catalog/user-profile/user-profile-layout';
import { userProfileQuery } from '../../../../../catalog/user-profile/user-profile-query';
import { NotFoundPage } from '../../../../../errors/not-found-page';
import { PageLoading } from '../../../../../music/query-states';

/** SPEC.md section 2: user/{userId}/{userName}, the header and tab links around each tab. */
export const Route = createFileRoute('/_player/user/$userId/$userName')({
  loader: async ({ context, params }) => {
    await prefetchOrNotFound(context.queryClient.ensureQueryData(userProfileQuery(parseId(params.userId))));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function UserProfileRoute() {
    return (
      <UserProfileLayout userId={Number(Route.useParams().userId)}>
        <Outlet />
      </UserProfileLayout>
    );
  },
});
