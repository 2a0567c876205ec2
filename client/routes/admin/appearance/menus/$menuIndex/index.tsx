import { createFileRoute } from '@tanstack/react-router';
import { MenuPanel } from '../../../../../admin/appearance/menu-panel';

export const Route = createFileRoute('/admin/appearance/menus/$menuIndex/')({
  component: function Menu() {
    return <MenuPanel index={Route.useParams().menuIndex} />;
  },
});
