import { lazy, Suspense } from 'react';
import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { HomeLogoLink } from './home-logo-link';
import { MobileSearchLink, TopBarSearch } from '../search/top-bar-search';

// Only signed-in users have the account menu: its widget library loads with it, not with the first page.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
// The bell opens the user's live socket and brings the popover: it loads with the account menu, not with the first page.
const NotificationBell = lazy(() => import('../notifications/notification-bell').then((m) => ({ default: m.NotificationBell })));

/** The sticky bar above the page content: search and account controls. */
export function TopBar({ className }: { className?: string }) {
  const trans = useTrans();
  const { user, registration, notifications } = useBootstrap();

  return (
    <header
      className={clsx(
        'sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 bg-bg/85 px-4 backdrop-blur-md md:h-[72px] md:px-6',
        className,
      )}
    >
      <HomeLogoLink variant="mark" className="shrink-0 md:hidden" />
      <TopBarSearch />
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        <MobileSearchLink />
        {user ? (
          <Suspense fallback={<span className="size-9" aria-hidden="true" />}>
            {notifications.integrated && <NotificationBell userId={user.id} />}
            <AccountMenu user={user} />
          </Suspense>
        ) : (
          <>
            <Link to="/login" className={buttonStyles({ variant: 'text', size: 'sm', className: 'sm:h-10 sm:px-5' })}>
              {trans('Log in')}
            </Link>
            {!registration.disable && (
              <Link to="/register" className={buttonStyles({ size: 'sm', className: 'sm:h-10 sm:px-6' })}>
                {trans('Sign up')}
              </Link>
            )}
          </>
        )}
      </div>
    </header>
  );
}
