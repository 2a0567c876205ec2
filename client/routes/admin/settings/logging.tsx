import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/logging')({
  staticData: { crumb: 'Logging' },
  component: () => <SettingsSubpage id="logging" />,
});
