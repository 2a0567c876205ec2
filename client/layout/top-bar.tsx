import { lazy, Suspense, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { HomeLogoLink } from './home-logo-link';
import { PATHS, searchPath } from '../auth/paths';

// Only signed-in users have the account menu: its widget library loads with it, not with the first page.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

function SearchForm() {
  const trans = useTrans();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searchQuery = query.trim();
    if (searchQuery) void navigate({ to: searchPath(searchQuery) });
    else void navigate({ to: PATHS.search });
  };

  return (
    <form role="search" onSubmit={submit} className="relative min-w-0 max-w-md flex-1">
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        type="search"
        name="query"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-label={trans('Search')}
        placeholder={trans('Search for artists, albums and tracks')}
        className={clsx(
          'h-10 w-full rounded-full bg-chip pl-11 pr-4 text-sm text-fg transition placeholder:text-muted md:h-12',
          'outline-none hover:ring-1 hover:ring-fg/20 focus:ring-2 focus:ring-fg',
        )}
      />
    </form>
  );
}

/** The sticky bar above the page content: search and account controls. */
export function TopBar({ className }: { className?: string }) {
  const trans = useTrans();
  const { user, registration } = useBootstrap();

  return (
    <header
      className={clsx(
        'sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 bg-bg/85 px-4 backdrop-blur-md md:h-[72px] md:px-6',
        className,
      )}
    >
      <HomeLogoLink variant="mark" className="shrink-0 md:hidden" />
      <SearchForm />
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        {user ? (
          <Suspense fallback={<span className="size-9" aria-hidden="true" />}>
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
