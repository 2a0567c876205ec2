import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/uploading')({
  staticData: { crumb: 'Uploading' },
  component: () => <SettingsSubpage id="uploading" />,
});
