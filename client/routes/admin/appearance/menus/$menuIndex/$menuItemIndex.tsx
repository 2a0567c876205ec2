import { createFileRoute } from '@tanstack/react-router';
import { parseIndex } from '../../../../../routing/route-params';
import { MenuItemPanel } from '../../../../../admin/appearance/menu-item-panel';

export const Route = createFileRoute('/admin/appearance/menus/$menuIndex/$menuItemIndex')({
  params: { parse: ({ menuItemIndex }) => ({ menuItemIndex: parseIndex(menuItemIndex) }), stringify: ({ menuItemIndex }) => ({ menuItemIndex: String(menuItemIndex) }) },
  staticData: { crumb: 'Menu item' },
  component: function MenuItem() {
    const { menuIndex, menuItemIndex } = Route.useParams();
    return <MenuItemPanel menuIndex={menuIndex} itemIndex={menuItemIndex} />;
  },
});
