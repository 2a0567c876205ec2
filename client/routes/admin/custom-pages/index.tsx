import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { CustomPagesPage } from '../../../admin/custom-pages/custom-pages-page';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/custom-pages (custom_pages.update). */
export const Route = createFileRoute('/admin/custom-pages/')({
  beforeLoad: guard({ permission: 'custom_pages.update' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Custom pages' },
  component: function CustomPages() {
    return <CustomPagesPage {...useListRoute(Route.useSearch())} />;
  },
});
