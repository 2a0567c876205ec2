import { createFileRoute } from '@tanstack/react-router';
import { ThemesPanel } from '../../../../admin/appearance/themes-panel';

export const Route = createFileRoute('/admin/appearance/themes/')({
  component: ThemesPanel,
});
