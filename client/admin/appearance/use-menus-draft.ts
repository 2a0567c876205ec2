import type { Menu, MenuItem } from './appearance-types';
import { useAppearanceEditor } from './editor-context';

/** The draft's menus and setters for one menu or one item (each drops the messages on what it sets). */
export function useMenusDraft() {
  const { draft, update } = useAppearanceEditor();
  const setMenus = (recipe: (menus: Menu[]) => Menu[], clear = 'menus') => update((d) => ({ ...d, menus: recipe(d.menus) }), clear);
  const setMenu = (index: number, patch: Partial<Menu>, field: string) =>
    setMenus((menus) => menus.map((menu, i) => (i === index ? { ...menu, ...patch } : menu)), `menus.${index}.${field}`);
  const setItem = (menuIndex: number, itemIndex: number, patch: Partial<MenuItem>, field: string) =>
    setMenus(
      (menus) => menus.map((menu, i) => (i === menuIndex ? { ...menu, items: menu.items.map((item, j) => (j === itemIndex ? { ...item, ...patch } : item)) } : menu)),
      `menus.${menuIndex}.items.${itemIndex}.${field}`,
    );
  return { menus: draft.menus, setMenus, setMenu, setItem };
}

/** SPEC section 2's menu positions (and the footer), as the editor names them. */
const POSITION_LABELS: Record<string, { label: string }> = {
  'sidebar-primary': { label: 'Sidebar, top' },
  'sidebar-secondary': { label: 'Sidebar, below' },
  'mobile-bottom': { label: 'Mobile bottom bar' },
  'landing-page-navbar': { label: 'Landing page top bar' },
  footer: { label: 'Footer' },
};

/** A position's name in the editor (untranslated); an unknown one by its id. */
export const positionLabel = (position: string) => POSITION_LABELS[position]?.label ?? position;
