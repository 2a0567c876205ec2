import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { adminSettingsQuery } from '../../admin/settings/admin-settings-query';
import { AdsPage } from '../../admin/ads/ads-page';

/** SPEC section 2: admin/ads (settings.update). */
export const Route = createFileRoute('/admin/ads')({
  beforeLoad: guard({ permission: 'settings.update' }),
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminSettingsQuery),
  staticData: { crumb: 'Ads' },
  component: AdsPage,
});
