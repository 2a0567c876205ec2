import { Button } from 'react-aria-components';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';

type LoadMoreProps = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** The "Load more" under a paginated list; nothing once the last page is in. */
export function LoadMoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreProps) {
  const trans = useTrans();
  if (!hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button isDisabled={isFetchingNextPage} onPress={() => void fetchNextPage()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
        {isFetchingNextPage && <Spinner size="sm" />}
        {trans('Load more')}
      </Button>
    </div>
  );
}
