import { createFileRoute } from '@tanstack/react-router';
import { libraryListQuery } from '../../../library/library-list-query';
import { LibrarySongs } from '../../../library/library-songs';

export const Route = createFileRoute('/_player/library/songs')({
  // prefetch, not ensure: a failed list shows its own error and retry in the page.
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(libraryListQuery('tracks')),
  component: LibrarySongs,
});
