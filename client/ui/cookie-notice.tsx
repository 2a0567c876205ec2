import { useLayoutEffect, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { Cookie } from 'lucide-react';
import { patchBootstrap, useBootstrap } from '../bootstrap/bootstrap-store';
import { writeCookie } from '../http/cookies';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from './button-styles';

/** SPEC section 9: accepting stores cookie_notice=true for 30 days (path /, see writeCookie). */
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
export const COOKIE_NOTICE_DAYS = 30;

/*
 * A layout with controls pinned to the viewport's edges (the player bar, the
 * mobile navigation) gives the notice a row of its own (issue 26): laid out,
 * not floating, it can never cover a control. While such a layout is mounted
 * the floating notice of the root stays away; other pages keep it.
 */
let inlineHosts = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const hasInlineHost = () => inlineHosts > 0;
const changeHosts = (by: number) => {
  inlineHosts += by;
  listeners.forEach((listener) => listener());
};

/** Where the notice shows now: null when accepted (or off); the layout sizes its rows from it. */
export function useCookieNoticePosition(): 'top' | 'bottom' | null {
  const { show_cookie_notice: show, cookie_notice: notice } = useBootstrap();
  return show ? (notice.position === 'top' ? 'top' : 'bottom') : null;
}

type CookieNoticeProps = {
  /** `inline`: in a row its layout keeps for it; `floating` (the root's): fixed over the page, unless a layout hosts it inline. */
  placement?: 'floating' | 'inline';
  className?: string;
};

export function CookieNotice({ placement = 'floating', className }: CookieNoticeProps) {
  const trans = useTrans();
  const { cookie_notice: notice } = useBootstrap();
  const position = useCookieNoticePosition();
  const hosted = useSyncExternalStore(subscribe, hasInlineHost, hasInlineHost);
  const inline = placement === 'inline';
  // Before paint, so the floating notice never flashes over the layout that hosts it.
  useLayoutEffect(() => {
    if (!inline) return;
    changeHosts(1);
    return () => changeHosts(-1);
  }, [inline]);
  if (!position || (!inline && hosted)) return null;

  const accept = () => {
    writeCookie(COOKIE_NOTICE_COOKIE, 'true', COOKIE_NOTICE_DAYS);
    patchBootstrap({ show_cookie_notice: false });
  };

  return (
    <section
      aria-label={trans('Cookie notice')}
      data-placement={placement}
      className={clsx(
        'flex justify-center',
        inline ? 'p-2' : ['fixed inset-x-0 z-[65] p-3 md:p-4', position === 'top' ? 'top-0' : 'bottom-0'],
        className,
      )}
    >
      <div className="flex w-full max-w-4xl flex-col gap-3 rounded-2xl border border-divider bg-paper p-3 text-sm text-fg shadow-2xl shadow-black/30 sm:flex-row sm:items-center sm:gap-4 sm:p-4 md:px-6">
        <Cookie className="hidden size-6 shrink-0 text-primary sm:block" aria-hidden="true" />
        <p className="flex-1 leading-relaxed text-muted">
          {trans('We use cookies to optimize site functionality and provide you with the best possible experience.')}
        </p>
        <div className="flex shrink-0 items-center justify-end gap-2">
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
