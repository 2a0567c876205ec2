import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { focusRing } from '../button-styles';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import type { ListSearch } from './list-search';

type SortHeaderProps = { label: string; column: string; search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void };

/** A column header that sorts: ascending first, then descending (the order lives in the URL). */
export function SortHeader({ label, column, search, onSearch }: SortHeaderProps) {
  const trans = useTrans();
  const active = search.orderBy === column;
  const descending = active && search.orderDir === 'desc';
  const Icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={() => onSearch({ orderBy: column, orderDir: active && !descending ? 'desc' : 'asc', page: undefined })}
      className={clsx('inline-flex items-center gap-1 rounded uppercase hover:text-fg', active && 'text-fg', focusRing)}
    >
      {label}
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{active ? trans(descending ? 'sorted descending' : 'sorted ascending') : trans('sort')}</span>
    </button>
  );
}
