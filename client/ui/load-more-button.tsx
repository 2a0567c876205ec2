import { LoaderCircle } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from './button-styles';

/** The fields of an infinite query it needs, so a caller can pass the query result itself. */
type LoadMoreButtonProps = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** The footer of a paginated list: "Load more" while pages remain, spinning while one loads. */
export function LoadMoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreButtonProps) {
  const trans = useTrans();
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center py-6">
      <button
        type="button"
        onClick={() => void fetchNextPage()}
        disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage || undefined}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
      >
        {isFetchingNextPage && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {trans('Load more')}
      </button>
    </div>
  );
}
