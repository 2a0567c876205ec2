import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { adminChannelQuery } from '../../../../admin/channels/channel-query';
import { ChannelEditPage } from '../../../../admin/channels/channel-edit-page';

/** SPEC section 2: admin/channels/{slugOrId}/edit (admin.access). */
export const Route = createFileRoute('/admin/channels/$slugOrId/edit')({
  beforeLoad: guard({ permission: 'admin.access' }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(adminChannelQuery(params.slugOrId)),
  staticData: { crumb: 'Edit channel' },
  component: function EditChannel() {
    return <ChannelEditPage slugOrId={Route.useParams().slugOrId} />;
  },
});
