import clsx from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles, focusRing } from '../button-styles';
import { Spinner } from '../spinner';
import { TOAST_MAX_WIDTH_PX, TOAST_MIN_WIDTH_PX } from './toast-constants';
import { dismissToast, holdToast, releaseToast, useToasts, type Toast } from './toast-store';

/**
 * Renders the visible toast at the bottom centre (SPEC section 9), above the
 * player bar and the mobile navigation. The live region stays mounted so
 * screen readers announce each new message.
 */
export function ToastArea() {
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-36 z-[60] flex flex-col items-center gap-2 px-4 md:bottom-28"
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  );
}

function ToastItem({ item }: { item: Toast }) {
  const trans = useTrans();
  const icon =
    item.type === 'loading' ? (
      <Spinner size="sm" label={trans('Loading')} className="text-primary" />
    ) : item.type === 'danger' ? (
      <CircleAlert className="size-5 shrink-0 text-danger" aria-hidden="true" />
    ) : (
      <CircleCheck className="size-5 shrink-0 text-positive" aria-hidden="true" />
    );

  return (
    <div
      role="status"
      aria-live={item.type === 'danger' ? 'assertive' : 'polite'}
      data-type={item.type}
      style={{ minWidth: `min(${TOAST_MIN_WIDTH_PX}px, 100%)`, maxWidth: TOAST_MAX_WIDTH_PX }}
      onPointerEnter={() => holdToast(item.id)}
      onPointerLeave={() => releaseToast(item.id)}
      onFocus={() => holdToast(item.id)}
      onBlur={() => releaseToast(item.id)}
      className={clsx(
        'pointer-events-auto flex items-center gap-3 rounded-xl border border-divider bg-paper py-2 pl-4 pr-2 text-sm text-fg shadow-2xl shadow-black/40',
        'transition duration-200 starting:translate-y-3 starting:opacity-0',
      )}
    >
      {icon}
      <p className="min-w-0 flex-1 py-1.5 font-medium">{item.message}</p>
      {item.action && (
        <a
          href={item.action.action}
          onClick={() => dismissToast(item.id)}
          className={clsx('rounded-full px-3 py-1.5 text-sm font-bold text-primary hover:bg-primary/10', focusRing)}
        >
          {trans(item.action.label)}
        </a>
      )}
      <button
        type="button"
        aria-label={trans('Close')}
        onClick={() => dismissToast(item.id)}
        className={iconButtonStyles({ size: 'sm' })}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
