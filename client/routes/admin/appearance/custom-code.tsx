import { createFileRoute } from '@tanstack/react-router';
import { CustomCodePanel } from '../../../admin/appearance/custom-code-panel';

export const Route = createFileRoute('/admin/appearance/custom-code')({
  staticData: { crumb: 'Custom code' },
  component: CustomCodePanel,
});
