import { createFileRoute } from '@tanstack/react-router';
import { channelQuery } from '../../../catalog/channel/channel-query';
import { ChannelPage } from '../../../catalog/channel/channel-page';
import { RouteError } from '../../../catalog/route-error';
import { parseChannelKey, prefetchOrNotFound } from '../../../routing/route-params';
import { NotFoundPage } from '../../../errors/not-found-page';
import { PageLoading } from '../../../music/query-states';

/** SPEC.md section 2, channel pages: /{slugOrId}/{restriction}, e.g. /genre/rock. */
export const Route = createFileRoute('/_player/$slugOrId/$restriction')({
  loader: async ({ context, params }) => {
    await prefetchOrNotFound(context.queryClient.ensureQueryData(channelQuery(parseChannelKey(params.slugOrId), params.restriction)));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function RestrictedChannelRoute() {
    const { slugOrId, restriction } = Route.useParams();
    return <ChannelPage slugOrId={slugOrId} restriction={restriction} />;
  },
});
