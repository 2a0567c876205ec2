import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPanel } from '../../../../admin/appearance/landing-panels';

export const Route = createFileRoute('/admin/appearance/landing-page/primary-features')({
  staticData: { crumb: 'Primary features' },
  component: () => <FeaturesPanel field="primary_features" />,
});
