import clsx from 'clsx';
import type { KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle, Search } from 'lucide-react';
import { Collection, ComboBox, Header, Input, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import type { TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { cardPath } from '../../music/media-card';
import { player } from '../../player/player-store';
import { INSTANT_SEARCH_LIMIT, SEARCH_DEBOUNCE_MS } from '../search-constants';
import { searchResultsQuery } from '../search-results-query';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { InstantResultOption, instantOptionClass } from './instant-result';
import { instantSections, type InstantResult } from './instant-sections';
import { searchInputClass } from '../search-input-class';

type InstantSearchProps = {
  value: string;
  onChange: (value: string) => void;
  /** Opens the search page for the typed query. */
  onSubmit: () => void;
  /** Off on the search pages, whose content already shows the results. */
  showResults: boolean;
  autoFocus?: boolean;
};

// The server already matched and ranked the options: show them all.
const keepEveryOption = () => true;

/**
 * The top bar's search: a combobox whose dropdown shows the top tracks,
 * artists, albums, playlists and profiles while the user types. Arrow keys
 * move through the options; Enter on one opens it (a track plays), Enter
 * with none highlighted opens the search page.
 */
export function InstantSearch({ value, onChange, onSubmit, showResults, autoFocus }: InstantSearchProps) {
  const trans = useTrans();
  const navigate = useNavigate();
  const typed = value.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const results = useQuery({ ...searchResultsQuery(query, INSTANT_SEARCH_LIMIT), enabled: showResults && query !== '', placeholderData: keepPreviousData });
  const sections = showResults && typed ? instantSections(results.data) : [];
  const searching = showResults && typed !== '' && (typed !== query || results.isFetching);

  const open = ({ item }: InstantResult) => {
    if (item.model_type === 'track') {
      const tracks: TrackPayload[] = results.data?.tracks ?? [item];
      player.playTracks(tracks, Math.max(0, tracks.indexOf(item)), { type: 'search', id: query, name: query });
    } else {
      void navigate({ to: cardPath(item) });
    }
  };

  // The highlighted option is the input's aria-activedescendant: without one, Enter is a search.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target as HTMLElement;
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && !input.getAttribute('aria-activedescendant')) onSubmit();
  };

  return (
    <div role="search" onKeyDownCapture={onKeyDownCapture} className="relative min-w-0 max-w-md flex-1">
      <ComboBox
        aria-label={trans('Search')}
        inputValue={value}
        onInputChange={onChange}
        allowsCustomValue
        allowsEmptyCollection={showResults && typed !== ''}
        defaultFilter={keepEveryOption}
        // On focus too: words typed into the plain input before this loaded
        // (top-bar-search.tsx) show their results as soon as it takes over.
        menuTrigger="focus"
        className="relative"
      >
        <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <Input autoFocus={autoFocus} placeholder={trans('Search for artists, albums and tracks')} className={clsx(searchInputClass, 'pr-10')} />
        {searching && (
          <LoaderCircle
            role="progressbar"
            aria-label={trans('Searching')}
            className="absolute right-3.5 top-1/2 size-5 -translate-y-1/2 animate-spin text-muted"
          />
        )}
        <Popover
          placement="bottom start"
          offset={8}
          className="flex w-(--trigger-width) min-w-72 flex-col rounded-lg bg-paper p-1 shadow-xl ring-1 ring-divider"
        >
          <ListBox
            // SPEC section 9: listboxes are at most 420 px high.
            className="max-h-[420px] overflow-y-auto outline-none"
            renderEmptyState={() => (
              <p className="px-3 py-4 text-sm text-muted">{searching ? trans('Searching…') : trans('There are no items matching your query')}</p>
            )}
          >
            <Collection items={sections}>
              {(section) => (
                <ListBoxSection id={section.id} className="mb-1">
                  <Header className="px-2 pb-1 pt-2 text-xs font-bold uppercase tracking-widest text-muted">{trans(section.title)}</Header>
                  <Collection items={section.results}>{(result) => <InstantResultOption result={result} onAction={() => open(result)} />}</Collection>
                </ListBoxSection>
              )}
            </Collection>
            {sections.length > 0 && (
              <ListBoxItem id="see-all" textValue={typed} onAction={onSubmit} className={clsx(instantOptionClass, 'py-2.5 text-sm font-semibold')}>
                {trans('See all results for ":query"', { query: typed })}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </div>
  );
}
