import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../catalog/route-error';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';
import { playlistQuery } from '../../../../playlists/playlist-query';
import { redirectToCanonical } from '../../../../routing/canonical-redirect';
import { parseId } from '../../../../routing/route-params';
import { playlistPath } from '../../../../routing/slug';

/** playlist/{playlistId}: on to playlist/{playlistId}/{playlistName}; someone else's private playlist is not found. */
export const Route = createFileRoute('/_player/playlist/$playlistId/')({
  loader: ({ context, params }) =>
    redirectToCanonical(context.queryClient.ensureQueryData(playlistQuery(parseId(params.playlistId))), (detail) => playlistPath(detail.playlist)),
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
