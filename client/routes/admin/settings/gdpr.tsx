import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/gdpr')({ staticData: { crumb: 'GDPR' }, component: () => <SettingsSubpage id="gdpr" /> });
