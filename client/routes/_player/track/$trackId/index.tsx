import { createFileRoute } from '@tanstack/react-router';
import { trackQuery } from '../../../../catalog/track/track-query';
import { RouteError } from '../../../../catalog/route-error';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';
import { redirectToCanonical } from '../../../../routing/canonical-redirect';
import { parseId } from '../../../../routing/route-params';
import { trackPath } from '../../../../routing/slug';

/** track/{trackId}: on to track/{trackId}/{trackName}. */
export const Route = createFileRoute('/_player/track/$trackId/')({
  loader: ({ context, params }) => redirectToCanonical(context.queryClient.ensureQueryData(trackQuery(parseId(params.trackId))), trackPath),
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
