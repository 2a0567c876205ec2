import { createFileRoute } from '@tanstack/react-router';
import { albumQuery } from '../../../../../catalog/album/album-query';
import { AlbumPage } from '../../../../../catalog/album/album-page';
import { RouteError } from '../../../../../catalog/route-error';
import { parseId, prefetchOrNotFound } from '../../../../../routing/route-params';
import { NotFoundPage } from '../../../../../errors/not-found-page';
import { PageLoading } from '../../../../../music/query-states';

/** SPEC.md section 2: album/{albumId}/{artistName}/{albumName}. */
export const Route = createFileRoute('/_player/album/$albumId/$artistName/$albumName')({
  loader: async ({ context, params }) => {
    await prefetchOrNotFound(context.queryClient.ensureQueryData(albumQuery(parseId(params.albumId))));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function AlbumRoute() {
    return <AlbumPage albumId={Number(Route.useParams().albumId)} />;
  },
});
