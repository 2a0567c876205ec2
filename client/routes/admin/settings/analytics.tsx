import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/analytics')({
  staticData: { crumb: 'Analytics' },
  component: () => <SettingsSubpage id="analytics" />,
});
