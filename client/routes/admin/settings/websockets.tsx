import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/websockets')({
  staticData: { crumb: 'Websockets' },
  component: () => <SettingsSubpage id="websockets" />,
});
