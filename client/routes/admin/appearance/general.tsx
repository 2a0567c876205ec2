import { createFileRoute } from '@tanstack/react-router';
import { GeneralPanel } from '../../../admin/appearance/general-panel';

export const Route = createFileRoute('/admin/appearance/general')({
  staticData: { crumb: 'General' },
  component: GeneralPanel,
});
