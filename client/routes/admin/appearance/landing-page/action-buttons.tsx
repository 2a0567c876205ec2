import { createFileRoute } from '@tanstack/react-router';
import { ActionButtonsPanel } from '../../../../admin/appearance/landing-panels';

export const Route = createFileRoute('/admin/appearance/landing-page/action-buttons')({
  staticData: { crumb: 'Action buttons' },
  component: ActionButtonsPanel,
});
