import clsx from 'clsx';
import { useId, useState } from 'react';
import { Check, LoaderCircle, Search } from 'lucide-react';
import type { PlaylistPayload, TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { CoverImage } from '../music/cover-image';
import { QueryError } from '../music/query-states';
import { buttonStyles } from '../ui/button-styles';
import { toast } from '../ui/toast/toast-store';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { useAddTracks } from './playlist-track-mutations';
import { useTrackSearch } from './track-search-query';

/** Typing pauses this long before the search runs. */
const DEBOUNCE_MS = 250;

/** Below the tracks of an editable playlist: find tracks and add them, one button each. */
export function AddTracksSearch({ playlist, tracks }: { playlist: PlaylistPayload; tracks: TrackPayload[] }) {
  const trans = useTrans();
  const headingId = useId();
  const [value, setValue] = useState('');
  const query = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const results = useTrackSearch(query);
  const add = useAddTracks(playlist.id);
  const inPlaylist = new Set(tracks.map((track) => track.id));
  const searching = value.trim() !== query || results.isFetching;

  const addTrack = (track: TrackPayload) =>
    add.mutate([track], { onSuccess: () => toast(trans('Added to :name', { name: playlist.name })) });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-divider pt-8">
      <h2 id={headingId} className="text-xl font-bold">
        {trans("Let's find something for your playlist")}
      </h2>
      <div role="search" className="relative max-w-md">
        <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-label={trans('Search for tracks')}
          placeholder={trans('Search for tracks')}
          className="h-10 w-full rounded-md bg-chip pl-11 pr-10 text-sm text-fg outline-none placeholder:text-muted focus:ring-2 focus:ring-fg"
        />
        {searching && query !== '' && (
          <LoaderCircle role="progressbar" aria-label={trans('Searching')} className="absolute right-3 top-1/2 size-5 -translate-y-1/2 animate-spin text-muted" />
        )}
      </div>
      {results.isError && <QueryError error={results.error} onRetry={() => void results.refetch()} />}
      {query !== '' && results.data && (
        <ul aria-label={trans('Search results')} className={clsx('flex flex-col', results.isPlaceholderData && 'opacity-60')}>
          {results.data.length === 0 && <li className="py-4 text-sm text-muted">{trans('There are no items matching your query')}</li>}
          {results.data.map((track) => {
            const added = inPlaylist.has(track.id);
            return (
              <li key={track.id} className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-fg/5">
                <CoverImage src={track.image} className="size-10 shrink-0" />
                <div className="min-w-0 flex-1">
                  <div className="truncate text-sm font-medium text-fg">{track.name}</div>
                  <div className="truncate text-xs text-muted">{track.artists.map((artist) => artist.name).join(', ')}</div>
                </div>
                <button
                  type="button"
                  disabled={added || (add.isPending && add.variables?.[0]?.id === track.id)}
                  onClick={() => addTrack(track)}
                  aria-label={added ? trans(':name is in this playlist', { name: track.name }) : trans('Add :name', { name: track.name })}
                  className={buttonStyles({ variant: 'outline', size: 'sm' })}
                >
                  {added ? <Check className="size-4" aria-hidden="true" /> : trans('Add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
