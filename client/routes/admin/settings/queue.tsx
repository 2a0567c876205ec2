import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/queue')({ staticData: { crumb: 'Queue' }, component: () => <SettingsSubpage id="queue" /> });
