import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '../../../../catalog/route-error';
import { orNotFound, parseId } from '../../../../routing/route-params';
import { userProfileQuery } from '../../../../catalog/user-profile/user-profile-query';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';
import { userPath } from '../../../../routing/slug';

/** user/{userId} (the sidebar's "/user/{currentUser}"): on to the profile's slugged path. */
export const Route = createFileRoute('/_player/user/$userId/')({
  loader: async ({ context, params }) => {
    const user = await orNotFound(context.queryClient.ensureQueryData(userProfileQuery(parseId(params.userId))));
    throw redirect({ to: userPath(user), replace: true });
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
