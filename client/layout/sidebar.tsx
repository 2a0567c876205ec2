import { useId, useMemo } from 'react';
import clsx from 'clsx';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { backstageNavItems } from '../backstage/backstage-access';
import { useTrans } from '../i18n/trans';
import { focusRing } from '../ui/button-styles';
import { HomeLogoLink } from './home-logo-link';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import { useMenuSections, type MenuSection } from './use-menu';

const itemClass = clsx(
  'group flex h-10 items-center gap-4 rounded-md px-3 text-sm font-semibold text-muted transition-colors',
  'hover:bg-fg/5 hover:text-fg data-[status=active]:bg-fg/10 data-[status=active]:text-fg',
  focusRing,
);

function NavSection({ section, headingHidden }: { section: MenuSection; headingHidden?: boolean }) {
  const trans = useTrans();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2
        id={headingId}
        className={clsx(headingHidden ? 'sr-only' : 'mb-2 px-3 text-xs font-bold uppercase tracking-widest text-muted')}
      >
        {trans(section.name)}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {section.items.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} className={itemClass}>
              <MenuIcon
                name={item.icon}
                className="size-5 shrink-0 transition-colors group-data-[status=active]:text-primary"
              />
              <span className="truncate">{trans(item.label)}</span>
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The desktop sidebar: logo, the sidebar-primary menus (headings kept for
 * screen readers only), the sidebar-secondary menus under their names, and
 * Backstage for those who may publish (issue 26: not left to a menu an admin
 * may never edit).
 */
export function Sidebar({ className }: { className?: string }) {
  const primary = useMenuSections('sidebar-primary');
  const menus = useMenuSections('sidebar-secondary');
  const data = useBootstrap();
  const secondary = useMemo(() => {
    const backstage = backstageNavItems(data);
    return backstage.length ? [...menus, { id: 'backstage', name: 'Backstage', items: backstage }] : menus;
  }, [menus, data]);

  return (
    <aside className={clsx('hidden min-h-0 flex-col gap-2 md:flex', className)}>
      <div className="rounded-lg bg-bg px-3 pb-3 pt-5">
        <HomeLogoLink variant="full" className="mb-5 ml-3 inline-block" />
        <div className="flex flex-col gap-4">
          {primary.map((section) => (
            <NavSection key={section.id} section={section} headingHidden />
          ))}
        </div>
      </div>
      {secondary.length > 0 && (
        <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto rounded-lg bg-bg px-3 py-5">
          {secondary.map((section) => (
            <NavSection key={section.id} section={section} />
          ))}
        </div>
      )}
    </aside>
  );
}
