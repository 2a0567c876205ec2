import { createFileRoute } from '@tanstack/react-router';
import { SEARCH_OVERVIEW_LIMIT } from '../../../../search/search-constants';
import { searchResultsQuery } from '../../../../search/search-results-query';
import { SearchOverview } from '../../../../search/search-overview';

export const Route = createFileRoute('/_player/search/$searchQuery/')({
  // Not awaited: the URL follows typing, and the previous results stay up until the next arrive.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(searchResultsQuery(params.searchQuery, SEARCH_OVERVIEW_LIMIT)),
  component: function SearchAll() {
    return <SearchOverview query={Route.useParams().searchQuery} />;
  },
});
