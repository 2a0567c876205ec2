import { useId, useState } from 'react';
import clsx from 'clsx';
import { BadgeCheck, Search } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { Avatar } from '../ui/avatar';
import { FieldError, fieldBoxStyles, useFieldIds } from '../ui/field-parts';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { buttonStyles } from '../ui/button-styles';
import { useArtistMatches } from './request-queries';

export type PickedArtist = { id: number; name: string; image: string | null };

type ArtistSearchFieldProps = {
  value: PickedArtist | null;
  onChange: (artist: PickedArtist | null) => void;
  error?: string;
};

/**
 * The claimed artist, found by name through search: matches are a list of
 * buttons under the input (Tab reaches each one), the chosen artist replaces
 * the search until "Change" is pressed.
 */
export function ArtistSearchField({ value, onChange, error }: ArtistSearchFieldProps) {
  const trans = useTrans();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const matches = useArtistMatches(debounced);
  const resultsId = useId();
  const { id, errorId, aria } = useFieldIds(error);

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-fg">{trans('Artist')}</span>
        <div className="flex items-center gap-3 rounded-md border border-divider px-3 py-2">
          <Avatar name={value.name} image={value.image} size="sm" />
          <span className="min-w-0 flex-1 truncate font-semibold">{value.name}</span>
          <button type="button" onClick={() => onChange(null)} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
            {trans('Change')}
          </button>
        </div>
      </div>
    );
  }

  const searching = debounced.trim().length > 1;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {trans('Find the artist')}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          {...aria}
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={trans('Search artists by name')}
          aria-controls={resultsId}
          autoComplete="off"
          className={clsx(fieldBoxStyles(error), 'pl-9 pr-4')}
        />
      </div>
      <div id={resultsId} aria-live="polite">
        {searching && matches.isFetching && !matches.data && <p className="px-1 py-2 text-sm text-muted">{trans('Searching…')}</p>}
        {searching && matches.isError && <p className="px-1 py-2 text-sm text-danger">{trans('There was an issue. Please try again.')}</p>}
        {searching && matches.data?.length === 0 && <p className="px-1 py-2 text-sm text-muted">{trans('No artists match :query', { query: debounced })}</p>}
        {searching && !!matches.data?.length && (
          <ul className="flex flex-col gap-1 rounded-md border border-divider p-1">
            {matches.data.map((artist) => (
              <li key={artist.id}>
                <button
                  type="button"
                  onClick={() => onChange({ id: artist.id, name: artist.name, image: artist.image })}
                  className="flex w-full items-center gap-3 rounded px-2 py-1.5 text-left text-sm hover:bg-fg/10 focus-visible:bg-fg/10 focus-visible:outline-none"
                >
                  <Avatar name={artist.name} image={artist.image} size="sm" />
                  <span className="min-w-0 flex-1 truncate">{artist.name}</span>
                  {artist.verified && <BadgeCheck aria-label={trans('Verified')} className="size-4 text-primary" />}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
