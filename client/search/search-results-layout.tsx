import type { ReactNode } from 'react';
import { useTrans } from '../i18n/trans';
import { SearchTabsNav } from './search-tabs-nav';

/** /search/{query} and its tabs: the result type links above the tab's content. */
export function SearchResultsLayout({ query, children }: { query: string; children: ReactNode }) {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">{trans('Search results for ":query"', { query })}</h1>
      <SearchTabsNav query={query} />
      {children}
    </div>
  );
}
