import { createFileRoute } from '@tanstack/react-router';
import { libraryListQuery } from '../../../library/library-list-query';
import { LibraryHistory } from '../../../library/library-history';

export const Route = createFileRoute('/_player/library/history')({
  // prefetch, not ensure: a failed list shows its own error and retry in the page.
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(libraryListQuery('history')),
  component: LibraryHistory,
});
