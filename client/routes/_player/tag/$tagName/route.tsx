import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RouteError } from '../../../../catalog/route-error';
import { prefetchOrNotFound } from '../../../../routing/route-params';
import { TagLayout } from '../../../../catalog/tag/tag-layout';
import { tagQuery } from '../../../../catalog/tag/tag-query';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';

/** SPEC.md section 2: tag/{tagName} and its tracks and albums tabs share the header and tab links. */
export const Route = createFileRoute('/_player/tag/$tagName')({
  loader: async ({ context, params }) => {
    await prefetchOrNotFound(context.queryClient.ensureQueryData(tagQuery(params.tagName)));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function TagRoute() {
    return (
      <TagLayout name={Route.useParams().tagName}>
        <Outlet />
      </TagLayout>
    );
  },
});
