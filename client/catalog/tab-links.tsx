import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { focusRing } from '../ui/button-styles';

export type TabLink = { label: string; to: string };

/** Tabs that are links (each tab has its own URL); the current one is marked by the router. */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  return (
    <nav aria-label={label} className="-mx-4 mb-6 overflow-x-auto border-b border-divider px-4 md:mx-0 md:px-0">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <Link
              to={tab.to}
              activeOptions={{ exact: true, includeSearch: false }}
              className={clsx(
                '-mb-px inline-block border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted transition hover:text-fg',
                'data-[status=active]:border-primary data-[status=active]:text-fg',
                focusRing,
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
