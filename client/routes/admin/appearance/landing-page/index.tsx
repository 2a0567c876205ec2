import { createFileRoute } from '@tanstack/react-router';
import { LandingSectionsPanel } from '../../../../admin/appearance/landing-panels';

export const Route = createFileRoute('/admin/appearance/landing-page/')({
  component: LandingSectionsPanel,
});
