import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/authentication')({
  staticData: { crumb: 'Authentication' },
  component: () => <SettingsSubpage id="authentication" />,
});
