import { SearchX } from 'lucide-react';
import { useTrans } from '../i18n/trans';

export function NoResults({ query }: { query: string }) {
  const trans = useTrans();
  return (
    <div className="flex flex-col items-center gap-2 py-16 text-center">
      <SearchX className="size-10 text-muted" aria-hidden="true" />
      <p className="text-lg font-semibold">{trans('No results found for ":query"', { query })}</p>
      <p className="text-sm text-muted">{trans('Check the spelling, or try fewer or different keywords.')}</p>
    </div>
  );
}
