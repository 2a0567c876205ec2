import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { listSearchSchema } from '../../ui/data-table/list-search';
import { LyricsPage } from '../../admin/moderation/lyrics-page';
import { useListRoute } from '../../admin/use-list-route';

/** SPEC section 2: admin/lyrics (admin.access). */
export const Route = createFileRoute('/admin/lyrics')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Lyrics' },
  component: function Lyrics() {
    return <LyricsPage {...useListRoute(Route.useSearch())} />;
  },
});
