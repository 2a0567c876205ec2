import { LoaderCircle } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from './button-styles';

type LoadMoreButtonProps = { hasMore: boolean; isLoading: boolean; onLoadMore: () => void };

/** The footer of a paginated list: "Load more" while pages remain, spinning while one loads. */
export function LoadMoreButton({ hasMore, isLoading, onLoadMore }: LoadMoreButtonProps) {
  const trans = useTrans();
  if (!hasMore) return null;
  return (
    <div className="flex justify-center py-6">
      <button
        type="button"
        onClick={onLoadMore}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
      >
        {isLoading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {trans('Load more')}
      </button>
    </div>
  );
}
