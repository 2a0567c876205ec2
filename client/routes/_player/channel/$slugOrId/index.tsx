import { createFileRoute } from '@tanstack/react-router';
import { channelQuery } from '../../../../catalog/channel/channel-query';
import { ChannelPage } from '../../../../catalog/channel/channel-page';
import { RouteError } from '../../../../catalog/route-error';
import { parseChannelKey, prefetchOrNotFound } from '../../../../routing/route-params';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';

/** SPEC.md section 2, channel pages: /channel/{slugOrId}. */
export const Route = createFileRoute('/_player/channel/$slugOrId/')({
  loader: async ({ context, params }) => {
    await prefetchOrNotFound(context.queryClient.ensureQueryData(channelQuery(parseChannelKey(params.slugOrId))));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function ChannelRoute() {
    return <ChannelPage slugOrId={Route.useParams().slugOrId} />;
  },
});
