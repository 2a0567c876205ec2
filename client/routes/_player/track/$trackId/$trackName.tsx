import { createFileRoute } from '@tanstack/react-router';
import { trackQuery } from '../../../../catalog/track/track-query';
import { TrackPage } from '../../../../catalog/track/track-page';
import { RouteError } from '../../../../catalog/route-error';
import { parseId, prefetchOrNotFound } from '../../../../routing/route-params';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';

/** SPEC.md section 2: track/{trackId}/{trackName}. */
export const Route = createFileRoute('/_player/track/$trackId/$trackName')({
  loader: async ({ context, params }) => {
    await prefetchOrNotFound(context.queryClient.ensureQueryData(trackQuery(parseId(params.trackId))));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function TrackRoute() {
    return <TrackPage trackId={Number(Route.useParams().trackId)} />;
  },
});
