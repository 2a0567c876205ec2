import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../button-styles';
import { Tooltip } from '../tooltip/tooltip';
import type { Pagination } from './data-table-types';

const PAGE_SIZES = [15, 30, 50, 100];

type TablePaginationProps = {
  page: Pagination<unknown>;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
};

/** "1–15 of 230", a page size and previous/next; the page is in the URL. */
export function TablePagination({ page, onPage, onPerPage }: TablePaginationProps) {
  const trans = useTrans();
  return (
    <nav aria-label={trans('Pagination')} className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 px-2 py-3 text-sm text-muted">
      <label className="flex items-center gap-2">
        {trans('Rows per page')}
        <select
          value={page.per_page}
          onChange={(e) => onPerPage(Number(e.target.value))}
          className="h-8 cursor-pointer rounded-md border border-divider bg-bg px-2 text-fg"
        >
          {[...new Set([...PAGE_SIZES, page.per_page])].sort((a, b) => a - b).map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite">{trans(':from–:to of :total', { from: page.from, to: page.to, total: page.more ? `${page.total.toLocaleString()}+` : page.total.toLocaleString() })}</span>
      <div className="flex gap-1">
        <Tooltip label={trans('Previous page')}>
          <button
            type="button"
            aria-label={trans('Previous page')}
            disabled={page.current_page <= 1}
            onClick={() => onPage(page.current_page - 1)}
            className={iconButtonStyles({ size: 'sm' })}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
        </Tooltip>
        <Tooltip label={trans('Next page')}>
          <button
            type="button"
            aria-label={trans('Next page')}
            disabled={page.current_page >= page.last_page && !page.more}
            onClick={() => onPage(page.current_page + 1)}
            className={iconButtonStyles({ size: 'sm' })}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
    </nav>
  );
}
