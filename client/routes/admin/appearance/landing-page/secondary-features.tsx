import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPanel } from '../../../../admin/appearance/landing-panels';

export const Route = createFileRoute('/admin/appearance/landing-page/secondary-features')({
  staticData: { crumb: 'Secondary features' },
  component: () => <FeaturesPanel field="secondary_features" />,
});
