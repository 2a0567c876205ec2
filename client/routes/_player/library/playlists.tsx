import { createFileRoute } from '@tanstack/react-router';
import { LibraryCardsPage } from '../../../library/library-cards-page';
import { libraryListQuery } from '../../../library/library-list-query';
import { PlaylistCreateActions } from '../../../playlists/playlist-create-actions';

export const Route = createFileRoute('/_player/library/playlists')({
  // prefetch, not ensure: a failed list shows its own error and retry in the page.
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(libraryListQuery('playlists')),
  component: () => <LibraryCardsPage list="playlists" action={<PlaylistCreateActions />} />,
});
