import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { CatalogListPage } from '../../../admin/catalog/catalog-list-page';
import { artistsTable } from '../../../admin/catalog/artists-table';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/artists (admin.access). */
export const Route = createFileRoute('/admin/artists/')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Artists' },
  component: function Artists() {
    return <CatalogListPage title="Artists" description="Every artist: verification, genres, who manages them, plays and followers." table={artistsTable} {...useListRoute(Route.useSearch())} />;
  },
});
