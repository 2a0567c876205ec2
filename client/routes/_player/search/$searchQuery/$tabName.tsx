import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { searchTabQuery } from '../../../../search/search-tab-query';
import { SearchTabResults } from '../../../../search/search-tab-results';
import { isSearchTab } from '../../../../search/search-tabs';

function parseTab(tabName: string) {
  if (!isSearchTab(tabName)) throw notFound();
  return tabName;
}

export const Route = createFileRoute('/_player/search/$searchQuery/$tabName')({
  params: { parse: ({ tabName, ...rest }) => ({ ...rest, tabName: parseTab(tabName) }), stringify: (params) => params },
  // Not awaited: the URL follows typing, and the previous results stay up until the next arrive.
  loader: ({ context, params }) => void context.queryClient.prefetchInfiniteQuery(searchTabQuery(params.tabName, params.searchQuery)),
  notFoundComponent: NotFoundPage,
  component: function SearchTab() {
    const { searchQuery, tabName } = Route.useParams();
    return <SearchTabResults key={tabName} query={searchQuery} tab={tabName} />;
  },
});
