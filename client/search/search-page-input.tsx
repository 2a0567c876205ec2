import type { FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { searchInputClass } from './search-input-class';
import { useSearchInput } from './use-search-input';

/** The search pages' own input under 768 px (the top bar's takes over from there); it mirrors the URL. */
export function SearchPageInput() {
  const trans = useTrans();
  const search = useSearchInput();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };
  return (
    <form role="search" onSubmit={submit} className="relative mb-6 md:hidden">
      <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        type="search"
        name="query"
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        aria-label={trans('Search')}
        placeholder={trans('What do you want to listen to?')}
        enterKeyHint="search"
        className={searchInputClass}
      />
    </form>
  );
}
