import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { MenuItem } from '../../worker/settings/menus';

const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export function isExternal(item: Pick<MenuItem, 'action' | 'target'>): boolean {
  return ABSOLUTE.test(item.action) || item.target === '_blank';
}

type MenuLinkProps = {
  /** A menu item, or anything else with an address and a target (the landing page's buttons). */
  item: Pick<MenuItem, 'action' | 'target'>;
  className?: string;
  children: ReactNode;
};

/**
 * A menu item as a link: internal paths use the router's Link (which marks the
 * active one with aria-current="page" and data-status="active"), absolute URLs
 * and new-tab items a plain anchor. Expects items from `filterMenuItems`,
 * whose action is already resolved.
 */
export function MenuLink({ item, className, children }: MenuLinkProps) {
  if (isExternal(item)) {
    const newTab = item.target === '_blank';
    return (
      <a
        href={item.action}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        className={className}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={item.action} activeOptions={{ exact: item.action === '/' }} className={className}>
      {children}
    </Link>
  );
}
