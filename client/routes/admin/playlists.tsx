import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { listSearchSchema } from '../../ui/data-table/list-search';
import { PlaylistsPage } from '../../admin/moderation/playlists-page';
import { useListRoute } from '../../admin/use-list-route';

/** SPEC section 2: admin/playlists (admin.access). */
export const Route = createFileRoute('/admin/playlists')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Playlists' },
  component: function Playlists() {
    return <PlaylistsPage {...useListRoute(Route.useSearch())} />;
  },
});
