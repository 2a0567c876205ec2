import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { focusRing } from '../ui/button-styles';
import { SEARCH_TABS, searchTabLabel } from './search-tabs';

const tabClass = clsx(
  'inline-flex h-8 shrink-0 items-center rounded-full bg-chip px-4 text-sm font-semibold text-fg transition hover:bg-fg/20',
  'data-[status=active]:bg-fg data-[status=active]:text-bg',
  focusRing,
);

/** "All" and one link per result type; the active one is the page's (aria-current). */
export function SearchTabsNav({ query }: { query: string }) {
  const trans = useTrans();
  return (
    <nav aria-label={trans('Result types')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 pb-1">
        <li>
          <Link to="/search/$searchQuery" params={{ searchQuery: query }} activeOptions={{ exact: true }} className={tabClass}>
            {trans('All')}
          </Link>
        </li>
        {SEARCH_TABS.map((tab) => (
          <li key={tab}>
            <Link to="/search/$searchQuery/$tabName" params={{ searchQuery: query, tabName: tab }} className={tabClass}>
              {trans(searchTabLabel(tab))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
