import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { adminSettingsQuery } from '../../../admin/settings/admin-settings-query';
import { SettingsLayout } from '../../../admin/settings/settings-layout';

/** SPEC section 2: admin/settings (settings.update) and its subpages. */
export const Route = createFileRoute('/admin/settings')({
  beforeLoad: guard({ permission: 'settings.update' }),
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminSettingsQuery),
  staticData: { crumb: 'Settings' },
  component: () => (
    <SettingsLayout>
      <Outlet />
    </SettingsLayout>
  ),
});
