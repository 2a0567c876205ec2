import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { focusRing } from '../../ui/button-styles';

export type AdminTab = { to: string; label: string };

/** A row of links to an admin page's subpages, the open one underlined; it scrolls sideways at 375 px. */
export function AdminTabs({ label, tabs }: { label: string; tabs: readonly AdminTab[] }) {
  const trans = useTrans();
  return (
    <nav aria-label={trans(label)} className="-mx-1 overflow-x-auto border-b border-divider">
      <ul className="flex gap-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className={clsx(
                'inline-flex h-10 items-center whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-semibold text-muted hover:text-fg',
                'data-[status=active]:border-primary data-[status=active]:text-fg',
                focusRing,
              )}
            >
              {trans(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
