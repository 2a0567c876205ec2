import { createFileRoute, useRouter } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { QueryError } from '../../../../music/query-states';
import { PlaylistPage } from '../../../../playlists/playlist-page';
import { loadPlaylist } from '../../../../playlists/playlist-route';

/** SPEC section 2: a public player route; private playlists open for their owner only. */
export const Route = createFileRoute('/_player/playlist/$playlistId/$playlistName')({
  loader: ({ context, params }) => loadPlaylist(context.queryClient, params.playlistId),
  notFoundComponent: NotFoundPage,
  // Inside the player layout, so a failed load never stops the music.
  errorComponent: function PlaylistError({ error }) {
    const router = useRouter();
    return <QueryError error={error} onRetry={() => void router.invalidate()} />;
  },
  component: function Playlist() {
    return <PlaylistPage playlistId={Route.useLoaderData()} />;
  },
});
