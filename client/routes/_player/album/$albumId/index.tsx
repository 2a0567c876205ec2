import { createFileRoute } from '@tanstack/react-router';
import { albumQuery } from '../../../../catalog/album/album-query';
import { RouteError } from '../../../../catalog/route-error';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';
import { redirectToCanonical } from '../../../../routing/canonical-redirect';
import { parseId } from '../../../../routing/route-params';
import { albumPath } from '../../../../routing/slug';

/** album/{albumId}: on to album/{albumId}/{artistName}/{albumName}. */
export const Route = createFileRoute('/_player/album/$albumId/')({
  loader: ({ context, params }) => redirectToCanonical(context.queryClient.ensureQueryData(albumQuery(parseId(params.albumId))), (page) => albumPath(page.album)),
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
