import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../catalog/route-error';
import { userProfileQuery } from '../../../../catalog/user-profile/user-profile-query';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';
import { redirectToCanonical } from '../../../../routing/canonical-redirect';
import { parseId } from '../../../../routing/route-params';
import { userPath } from '../../../../routing/slug';

/** user/{userId} (the sidebar's "/user/{currentUser}"): on to the profile's slugged path. */
export const Route = createFileRoute('/_player/user/$userId/')({
  loader: ({ context, params }) => redirectToCanonical(context.queryClient.ensureQueryData(userProfileQuery(parseId(params.userId))), userPath),
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
