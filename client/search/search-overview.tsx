import clsx from 'clsx';
import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { SearchTab } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { MediaGrid } from '../music/media-grid';
import { PageLoading, QueryError } from '../music/query-states';
import { TrackTable } from '../music/track-table/track-table';
import { NoResults } from './no-results';
import { SEARCH_OVERVIEW_LIMIT, SEARCH_OVERVIEW_TRACKS } from './search-constants';
import { hasSearchResults, searchResultsQuery } from './search-results-query';
import { searchTabLabel } from './search-tabs';
import { TagChips } from './tag-chips';
import { TopResultCard } from './top-result-card';

function ResultSection({ query, tab, children }: { query: string; tab: SearchTab; children: ReactNode }) {
  const trans = useTrans();
  const headingId = `search-${tab}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold">
          {trans(searchTabLabel(tab))}
        </h2>
        <Link
          to="/search/$searchQuery/$tabName"
          params={{ searchQuery: query, tabName: tab }}
          aria-label={trans('See all :type', { type: trans(searchTabLabel(tab)) })}
          className="text-sm font-semibold text-muted hover:text-fg hover:underline"
        >
          {trans('See all')}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** /search/{query}: the top result, then the top few of every type, each linking to its tab. */
export function SearchOverview({ query }: { query: string }) {
  const results = useQuery({ ...searchResultsQuery(query, SEARCH_OVERVIEW_LIMIT), placeholderData: keepPreviousData });
  if (results.isPending) return <PageLoading />;
  if (results.isError) return <QueryError error={results.error} onRetry={() => void results.refetch()} />;
  const { data } = results;
  if (!hasSearchResults(data)) return <NoResults query={query} />;

  return (
    <div className={clsx('flex flex-col gap-10 transition-opacity', results.isPlaceholderData && 'opacity-60')}>
      {/* Wide screens put the top result beside the songs, phones above them. */}
      <div className="grid gap-10 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {data.top && <TopResultCard item={data.top} />}
        {data.tracks.length > 0 && (
          <ResultSection query={query} tab="tracks">
            <TrackTable tracks={data.tracks.slice(0, SEARCH_OVERVIEW_TRACKS)} context={{ type: 'search', id: query, name: query }} />
          </ResultSection>
        )}
      </div>
      {(['artists', 'albums', 'playlists', 'users'] as const).map(
        (tab) =>
          data[tab].length > 0 && (
            <ResultSection key={tab} query={query} tab={tab}>
              <MediaGrid items={data[tab]} />
            </ResultSection>
          ),
      )}
      {data.tags.length > 0 && (
        <ResultSection query={query} tab="tags">
          <TagChips tags={data.tags} />
        </ResultSection>
      )}
    </div>
  );
}
