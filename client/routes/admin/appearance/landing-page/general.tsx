import { createFileRoute } from '@tanstack/react-router';
import { LandingGeneralPanel } from '../../../../admin/appearance/landing-panels';

export const Route = createFileRoute('/admin/appearance/landing-page/general')({
  staticData: { crumb: 'Headline and background' },
  component: LandingGeneralPanel,
});
