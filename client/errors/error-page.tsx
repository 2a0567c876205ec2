import { RefreshCw } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { LazyIllustration } from './lazy-illustration';

/**
 * SPEC sections 2 and 8: shown for any route error other than 404. It needs no
 * router context, so it can render even when routing itself failed.
 */
export function ErrorPage() {
  const trans = useTrans();
  return (
    <div role="alert" className="flex min-h-[70dvh] flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <LazyIllustration name="broken-signal" />
      <div className="max-w-md">
        <h1 className="mb-2 text-2xl font-bold text-fg md:text-3xl">{trans('There was an issue loading this page')}</h1>
        <p className="text-muted">{trans('Please try again later')}</p>
      </div>
      <button type="button" onClick={() => window.location.reload()} className={buttonStyles({ variant: 'outline' })}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {trans('Reload page')}
      </button>
    </div>
  );
}
