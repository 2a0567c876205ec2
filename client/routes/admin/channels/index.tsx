import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { ChannelsPage } from '../../../admin/channels/channels-page';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/channels (admin.access). */
export const Route = createFileRoute('/admin/channels/')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Channels' },
  component: function Channels() {
    return <ChannelsPage {...useListRoute(Route.useSearch())} />;
  },
});
