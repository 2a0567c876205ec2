import { createFileRoute } from '@tanstack/react-router';
import { SettingsSubpage } from '../../../admin/settings/settings-subpage';

export const Route = createFileRoute('/admin/settings/player')({ staticData: { crumb: 'Player' }, component: () => <SettingsSubpage id="player" /> });
