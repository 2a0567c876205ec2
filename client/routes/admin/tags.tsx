import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { listSearchSchema } from '../../ui/data-table/list-search';
import { TagsPage } from '../../admin/tags/tags-page';
import { useListRoute } from '../../admin/use-list-route';

/** SPEC section 2: admin/tags (tags.update). */
export const Route = createFileRoute('/admin/tags')({
  beforeLoad: guard({ permission: 'tags.update' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Tags' },
  component: function Tags() {
    return <TagsPage {...useListRoute(Route.useSearch())} />;
  },
});
