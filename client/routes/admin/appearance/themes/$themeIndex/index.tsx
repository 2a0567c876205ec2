import { createFileRoute } from '@tanstack/react-router';
import { ThemePanel } from '../../../../../admin/appearance/theme-panel';

export const Route = createFileRoute('/admin/appearance/themes/$themeIndex/')({
  component: function Theme() {
    return <ThemePanel index={Route.useParams().themeIndex} />;
  },
});
