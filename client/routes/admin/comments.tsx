import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { listSearchSchema } from '../../ui/data-table/list-search';
import { CommentsPage } from '../../admin/moderation/comments-page';
import { useListRoute } from '../../admin/use-list-route';

/** SPEC section 2: admin/comments (admin.access). */
export const Route = createFileRoute('/admin/comments')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Comments' },
  component: function Comments() {
    return <CommentsPage {...useListRoute(Route.useSearch())} />;
  },
});
