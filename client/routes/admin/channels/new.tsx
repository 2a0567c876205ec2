import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { ChannelEditPage } from '../../../admin/channels/channel-edit-page';

/** SPEC section 2: admin/channels/new (admin.access). */
export const Route = createFileRoute('/admin/channels/new')({
  beforeLoad: guard({ permission: 'admin.access' }),
  staticData: { crumb: 'New channel' },
  component: function NewChannel() {
    return <ChannelEditPage />;
  },
});
