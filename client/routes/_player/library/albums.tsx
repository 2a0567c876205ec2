import { createFileRoute } from '@tanstack/react-router';
import { LibraryCardsPage } from '../../../library/library-cards-page';
import { libraryListQuery } from '../../../library/library-list-query';

export const Route = createFileRoute('/_player/library/albums')({
  // prefetch, not ensure: a failed list shows its own error and retry in the page.
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(libraryListQuery('albums')),
  component: () => <LibraryCardsPage list="albums" />,
});
