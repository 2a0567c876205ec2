import { createFileRoute, notFound } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { getBootstrap, useBootstrap } from '../../../bootstrap/bootstrap-store';
import { MIX_ID_PATTERN, mixQuery } from '../../../catalog/home/mix-query';
import { MixPage } from '../../../catalog/home/mix-page';
import { RouteError } from '../../../catalog/route-error';
import { NotFoundPage } from '../../../errors/not-found-page';
import { PageLoading } from '../../../music/query-states';
import { prefetchOrNotFound } from '../../../routing/route-params';

/** /mix/{artist|genre-id}: one of the listener's mixes (docs/api/home.md); mixes are personal, so it needs login. */
export const Route = createFileRoute('/_player/mix/$mixId')({
  beforeLoad: guard({ auth: true }),
  loader: async ({ context, params }) => {
    if (!MIX_ID_PATTERN.test(params.mixId)) throw notFound();
    const user = getBootstrap().user!;
    await prefetchOrNotFound(context.queryClient.ensureQueryData(mixQuery(user.id, params.mixId)));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function MixRoute() {
    const { mixId } = Route.useParams();
    return <MixPage userId={useBootstrap().user!.id} mixId={mixId} />;
  },
});
