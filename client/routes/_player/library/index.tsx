import { createFileRoute } from '@tanstack/react-router';
import { libraryListQuery } from '../../../library/library-list-query';
import { LibraryOverview } from '../../../library/library-overview';

export const Route = createFileRoute('/_player/library/')({
  // prefetch, not ensure: a failed list shows its own error and retry in the page.
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(libraryListQuery('tracks')),
  component: LibraryOverview,
});
