import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';
import { searchInputClass } from './search-input-class';
import { useSearchInput } from './use-search-input';

// The dropdown's widget library stays out of the first page's JavaScript
// (bench/budgets.ts): a plain input paints first and hands over when it loads.
const InstantSearch = lazy(() => import('./instant-search/instant-search').then((m) => ({ default: m.InstantSearch })));

type SearchBoxProps = { value: string; onChange: (value: string) => void; onSubmit: () => void };

function PlainSearchInput({ value, onChange, onSubmit }: SearchBoxProps) {
  const trans = useTrans();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" onSubmit={submit} className="relative min-w-0 max-w-md flex-1">
      <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        type="search"
        name="query"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={trans('Search')}
        placeholder={trans('Search for artists, albums and tracks')}
        className={searchInputClass}
      />
    </form>
  );
}

/**
 * The top bar's search box from 768 px up: instant results as the user types,
 * or, on the search pages, an input mirroring the URL.
 */
export function TopBarSearch() {
  const search = useSearchInput();
  // Focus survives the hand-over from the plain input to the combobox.
  const [focused, setFocused] = useState(false);
  const box = { value: search.value, onChange: search.onChange, onSubmit: search.submit };
  return (
    <div className="hidden min-w-0 max-w-md flex-1 md:flex" onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <Suspense fallback={<PlainSearchInput {...box} />}>
        <InstantSearch {...box} showResults={!search.isSearchPage} autoFocus={focused} />
      </Suspense>
    </div>
  );
}

/** Under 768 px the top bar has no room for the box: this opens /search, which has its own input. */
export function MobileSearchLink() {
  const trans = useTrans();
  return (
    <Link to="/search" aria-label={trans('Search')} className={iconButtonStyles({ className: 'md:hidden' })}>
      <Search className="size-5" aria-hidden="true" />
    </Link>
  );
}
