import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { SearchTab } from '../../worker/music/music-types';
import { MediaGrid } from '../music/media-grid';
import { PageLoading, QueryError } from '../music/query-states';
import { TrackTable } from '../music/track-table/track-table';
import { LoadMoreButton } from '../ui/load-more-button';
import { NoResults } from './no-results';
import { useSearchTab } from './search-tab-query';
import { TagChips } from './tag-chips';

type CardTab = Exclude<SearchTab, 'tracks' | 'tags'>;
type TabState = Pick<
  ReturnType<typeof useSearchTab>,
  'isPending' | 'isError' | 'error' | 'isPlaceholderData' | 'hasNextPage' | 'isFetchingNextPage'
> & { items: unknown[]; refetch: () => unknown; fetchNextPage: () => unknown };

/** Loading, error, empty and "Load more" around one tab's results. */
function TabResults({ query, result, children }: { query: string; result: TabState; children: ReactNode }) {
  if (result.isPending) return <PageLoading />;
  if (result.isError) return <QueryError error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.items.length) return <NoResults query={query} />;
  return (
    <div className={clsx('transition-opacity', result.isPlaceholderData && 'opacity-60')}>
      {children}
      <LoadMoreButton hasNextPage={result.hasNextPage} isFetchingNextPage={result.isFetchingNextPage} fetchNextPage={result.fetchNextPage} />
    </div>
  );
}

function TrackResults({ query }: { query: string }) {
  const result = useSearchTab('tracks', query);
  return (
    <TabResults query={query} result={result}>
      <TrackTable tracks={result.items} context={{ type: 'search', id: query, name: query }} />
    </TabResults>
  );
}

function TagResults({ query }: { query: string }) {
  const result = useSearchTab('tags', query);
  return (
    <TabResults query={query} result={result}>
      <TagChips tags={result.items} />
    </TabResults>
  );
}

function CardResults({ query, tab }: { query: string; tab: CardTab }) {
  const result = useSearchTab(tab, query);
  return (
    <TabResults query={query} result={result}>
      <MediaGrid items={result.items} />
    </TabResults>
  );
}

/** /search/{query}/{tab}: every result of one type, a page at a time. */
export function SearchTabResults({ query, tab }: { query: string; tab: SearchTab }) {
  if (tab === 'tracks') return <TrackResults query={query} />;
  if (tab === 'tags') return <TagResults query={query} />;
  return <CardResults key={tab} query={query} tab={tab} />;
}
