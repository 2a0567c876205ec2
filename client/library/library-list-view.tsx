import type { ReactNode } from 'react';
import { PageLoading, QueryError } from '../music/query-states';
import { LoadMoreButton } from '../ui/load-more-button';
import type { LibraryListState } from './library-list-query';

/** Loading, error and empty states around a library list, and "Load more" under it. */
export function LibraryListView({ list, empty, children }: { list: LibraryListState; empty: ReactNode; children: ReactNode }) {
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.items.length) return empty;
  return (
    <>
      {children}
      <LoadMoreButton hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
    </>
  );
}
