import { useMemo } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import type { MenuItem } from '../../worker/settings/menus';
import { isSubscribed } from '../auth/permissions';
import { filterMenuItems, type MenuContext } from './filter-menu-items';
import { settingGetter } from './setting-getter';

export type MenuSection = { id: string; name: string; items: MenuItem[] };

/** The menus placed at `position`, each with only the items this visitor may see; empty menus are left out. */
export function useMenuSections(position: string): MenuSection[] {
  const data = useBootstrap();
  return useMemo(() => {
    const ctx: MenuContext = {
      user: data.user,
      guestRole: data.guest_role,
      settings: settingGetter(data),
      isSubscribed: isSubscribed(data),
    };
    return data.menus
      .filter((menu) => menu.positions.includes(position))
      .map((menu) => ({ id: menu.id, name: menu.name, items: filterMenuItems(menu.items, ctx) }))
      .filter((section) => section.items.length > 0);
  }, [data, position]);
}

/** The visible items of every menu placed at `position`. */
export function useMenu(position: string): MenuItem[] {
  const sections = useMenuSections(position);
  return useMemo(() => sections.flatMap((section) => section.items), [sections]);
}
