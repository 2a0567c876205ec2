import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/search')({ staticData: { crumb: 'Search' }, component: () => <SettingsSubpage id="search" /> });
