import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/cache')({ staticData: { crumb: 'Cache' }, component: () => <SettingsSubpage id="cache" /> });
