import clsx from 'clsx';
import { useTrans } from '../i18n/trans';

type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

const SIZES = { sm: 'size-4', md: 'size-8', lg: 'size-12' };

/** An indeterminate progress indicator; `label` is read by screen readers (already translated). */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const trans = useTrans();
  return (
    <div role="progressbar" aria-label={label ?? trans('Loading')} className={clsx('inline-flex', className)}>
      <svg className={clsx('animate-spin', SIZES[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}

/** SPEC section 2: the loading page shown while the app or a route is loading. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh w-full items-center justify-center bg-bg text-primary">
      <Spinner size="lg" label={label} />
    </div>
  );
}
