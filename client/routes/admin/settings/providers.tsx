import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/providers')({
  staticData: { crumb: 'Providers' },
  component: () => <SettingsSubpage id="providers" />,
});
