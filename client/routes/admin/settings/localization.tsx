import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/localization')({
  staticData: { crumb: 'Localization' },
  component: () => <SettingsSubpage id="localization" />,
});
