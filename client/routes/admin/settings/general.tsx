import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/general')({
  staticData: { crumb: 'General' },
  component: () => <SettingsSubpage id="general" />,
});
