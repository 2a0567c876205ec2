import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { CatalogListPage } from '../../../admin/catalog/catalog-list-page';
import { tracksTable } from '../../../admin/catalog/tracks-table';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/tracks (admin.access). */
export const Route = createFileRoute('/admin/tracks/')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Tracks' },
  component: function Tracks() {
    return <CatalogListPage title="Tracks" description="Every track in the catalog: its artists, album, plays and release." table={tracksTable} {...useListRoute(Route.useSearch())} />;
  },
});
