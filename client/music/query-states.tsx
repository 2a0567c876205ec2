import { ApiError } from '../http/api-client';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';

/** The loading state of a whole page. */
export function PageLoading() {
  const trans = useTrans();
  return (
    <div className="flex min-h-64 items-center justify-center" aria-busy="true" aria-label={trans('Loading')}>
      <Spinner />
    </div>
  );
}

/** The error state of a page or list, with a retry; a 404 reads as "not found". */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const trans = useTrans();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-lg font-semibold text-fg">{notFound ? trans('This page could not be found.') : trans('Something went wrong.')}</p>
      {!notFound && onRetry && (
        <button type="button" onClick={onRetry} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          {trans('Try again')}
        </button>
      )}
    </div>
  );
}
