import { createFileRoute } from '@tanstack/react-router';
import { MenusPanel } from '../../../../admin/appearance/menus-panel';

export const Route = createFileRoute('/admin/appearance/menus/')({
  component: MenusPanel,
});
