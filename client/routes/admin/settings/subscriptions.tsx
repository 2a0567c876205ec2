import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/subscriptions')({
  staticData: { crumb: 'Subscriptions' },
  component: () => <SettingsSubpage id="subscriptions" />,
});
