import { createFileRoute } from '@tanstack/react-router';
import { FontPanel } from '../../../../../admin/appearance/font-panel';

export const Route = createFileRoute('/admin/appearance/themes/$themeIndex/font')({
  staticData: { crumb: 'Font' },
  component: function ThemeFont() {
    return <FontPanel index={Route.useParams().themeIndex} />;
  },
});
