import clsx from 'clsx';
import { Cookie } from 'lucide-react';
import { patchBootstrap, useBootstrap } from '../bootstrap/bootstrap-store';
import { writeCookie } from '../http/cookies';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from './button-styles';

/** SPEC section 9: accepting stores cookie_notice=true for 30 days (path /, see writeCookie). */
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
export const COOKIE_NOTICE_DAYS = 30;

export function CookieNotice() {
  const trans = useTrans();
  const { show_cookie_notice: show, cookie_notice: notice } = useBootstrap();
  if (!show) return null;

  const accept = () => {
    writeCookie(COOKIE_NOTICE_COOKIE, 'true', COOKIE_NOTICE_DAYS);
    patchBootstrap({ show_cookie_notice: false });
  };

  return (
    <section
      aria-label={trans('Cookie notice')}
      className={clsx(
        'fixed inset-x-0 z-[65] flex justify-center p-3 md:p-4',
        notice.position === 'top' ? 'top-0' : 'bottom-0',
      )}
    >
      <div className="flex w-full max-w-4xl flex-col gap-4 rounded-2xl border border-divider bg-paper p-4 text-sm text-fg shadow-2xl shadow-black/30 sm:flex-row sm:items-center md:px-6">
        <Cookie className="hidden size-6 shrink-0 text-primary sm:block" aria-hidden="true" />
        <p className="flex-1 leading-relaxed text-muted">
          {trans('We use cookies to optimize site functionality and provide you with the best possible experience.')}
        </p>
        <div className="flex shrink-0 items-center gap-2">
          {notice.button.action && (
            <a href={notice.button.action} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              {trans(notice.button.label)}
            </a>
          )}
          <button type="button" onClick={accept} className={buttonStyles({ size: 'sm', className: 'px-6' })}>
            {trans('OK')}
          </button>
        </div>
      </div>
    </section>
  );
}
