import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../../catalog/landing/landing-page';
import { LandingNav } from './-components/landing-nav';

/** SPEC.md section 2: /landing, the marketing page. */
export const Route = createFileRoute('/_player/landing')({
  component: function LandingRoute() {
    return <LandingPage nav={<LandingNav />} />;
  },
});
