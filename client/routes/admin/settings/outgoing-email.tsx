import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/outgoing-email')({
  staticData: { crumb: 'Outgoing email' },
  component: () => <SettingsSubpage id="outgoing-email" />,
});
