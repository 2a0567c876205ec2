import { createFileRoute } from '@tanstack/react-router';
import { artistQuery } from '../../../../catalog/artist/artist-query';
import { RouteError } from '../../../../catalog/route-error';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';
import { redirectToCanonical } from '../../../../routing/canonical-redirect';
import { parseId } from '../../../../routing/route-params';
import { artistPath } from '../../../../routing/slug';

/** SPEC.md section 2: artist/{artistId}, on to artist/{artistId}/{artistName} (issue 26: one address per page). */
export const Route = createFileRoute('/_player/artist/$artistId/')({
  loader: ({ context, params }) => redirectToCanonical(context.queryClient.ensureQueryData(artistQuery(parseId(params.artistId))), (page) => artistPath(page.artist)),
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
