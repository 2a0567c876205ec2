import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { listSearchSchema } from '../../ui/data-table/list-search';
import { FilesPage } from '../../admin/files/files-page';
import { useListRoute } from '../../admin/use-list-route';

/** SPEC section 2: admin/files (files.update). */
export const Route = createFileRoute('/admin/files')({
  beforeLoad: guard({ permission: 'files.update' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Files' },
  component: function Files() {
    return <FilesPage {...useListRoute(Route.useSearch())} />;
  },
});
