import { createFileRoute } from '@tanstack/react-router';
import { RadiusPanel } from '../../../../../admin/appearance/radius-panel';

export const Route = createFileRoute('/admin/appearance/themes/$themeIndex/radius')({
  staticData: { crumb: 'Corner rounding' },
  component: function ThemeRadius() {
    return <RadiusPanel index={Route.useParams().themeIndex} />;
  },
});
