import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/recaptcha')({
  staticData: { crumb: 'Recaptcha' },
  component: () => <SettingsSubpage id="recaptcha" />,
});
