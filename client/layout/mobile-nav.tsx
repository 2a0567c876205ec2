import clsx from 'clsx';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { backstageNavItems } from '../backstage/backstage-access';
import { useTrans } from '../i18n/trans';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import { useMenu } from './use-menu';

/**
 * The bottom navigation under 768 px (menu position mobile-bottom), plus
 * Backstage's home for those who may publish (issue 26): upload, requests,
 * their tracks, albums and insights are one tap further.
 */
export function MobileNav({ className }: { className?: string }) {
  const trans = useTrans();
  const menu = useMenu('mobile-bottom');
  const data = useBootstrap();
  const items = [...menu, ...backstageNavItems(data).filter((item) => item.id === 'backstage')];
  if (!items.length) return null;
  return (
    <nav
      aria-label={trans('Mobile navigation')}
      className={clsx('bg-bg-alt pb-[env(safe-area-inset-bottom)] md:hidden', className)}
    >
      <ul className="flex h-14 items-stretch">
        {items.map((item) => (
          <li key={item.id} className="flex-1">
            <MenuLink
              item={item}
              className={clsx(
                'group flex h-full flex-col items-center justify-center gap-1 text-[11px] font-medium text-muted transition-colors',
                'outline-none hover:text-fg focus-visible:bg-fg/10 focus-visible:text-fg data-[status=active]:text-fg',
              )}
            >
              <MenuIcon name={item.icon} className="size-6 transition-transform group-active:scale-90" />
              <span className="max-w-full truncate px-1">{trans(item.label)}</span>
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
