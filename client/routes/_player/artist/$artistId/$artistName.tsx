import { createFileRoute } from '@tanstack/react-router';
import { artistQuery } from '../../../../catalog/artist/artist-query';
import { ArtistPage } from '../../../../catalog/artist/artist-page';
import { RouteError } from '../../../../catalog/route-error';
import { parseId, prefetchOrNotFound } from '../../../../routing/route-params';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';

/** SPEC.md section 2: artist/{artistId}/{artistName}. */
export const Route = createFileRoute('/_player/artist/$artistId/$artistName')({
  loader: async ({ context, params }) => {
    await prefetchOrNotFound(context.queryClient.ensureQueryData(artistQuery(parseId(params.artistId))));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function ArtistRoute() {
    return <ArtistPage artistId={Number(Route.useParams().artistId)} />;
  },
});
