import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { CatalogListPage } from '../../../admin/catalog/catalog-list-page';
import { albumsTable } from '../../../admin/catalog/albums-table';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/albums (admin.access). */
export const Route = createFileRoute('/admin/albums/')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Albums' },
  component: function Albums() {
    return <CatalogListPage title="Albums" description="Every album, EP and single: its artists, tracks, plays and release." table={albumsTable} {...useListRoute(Route.useSearch())} />;
  },
});
