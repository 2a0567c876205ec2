import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { listSearchSchema } from '../../ui/data-table/list-search';
import { GenresPage } from '../../admin/moderation/genres-page';
import { useListRoute } from '../../admin/use-list-route';

/** SPEC section 2: admin/genres (admin.access). */
export const Route = createFileRoute('/admin/genres')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Genres' },
  component: function Genres() {
    return <GenresPage {...useListRoute(Route.useSearch())} />;
  },
});
