import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SearchPageInput } from '../../../search/search-page-input';

/** SPEC section 2: /search, /search/{searchQuery} and /search/{searchQuery}/{tabName}, open to everyone. */
export const Route = createFileRoute('/_player/search')({
  component: () => (
    <>
      <SearchPageInput />
      <Outlet />
    </>
  ),
});
