import { createFileRoute } from '@tanstack/react-router';
import { SectionsPanel } from '../../../admin/appearance/sections-panel';

export const Route = createFileRoute('/admin/appearance/')({
  component: SectionsPanel,
});
