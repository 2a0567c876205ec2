import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SearchResultsLayout } from '../../../../search/search-results-layout';

export const Route = createFileRoute('/_player/search/$searchQuery')({
  component: function SearchResults() {
    const { searchQuery } = Route.useParams();
    return (
      <SearchResultsLayout query={searchQuery}>
        <Outlet />
      </SearchResultsLayout>
    );
  },
});
