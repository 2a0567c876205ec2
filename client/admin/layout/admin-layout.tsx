import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ExternalLink, Menu, Moon, Sun, X } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { useTheme } from '../../theme/use-theme';
import { Logo } from '../../ui/logo';
import { buttonStyles, focusRing, iconButtonStyles } from '../../ui/button-styles';
import { Tooltip } from '../../ui/tooltip/tooltip';
import { AdminSidebar } from './admin-sidebar';
import { Breadcrumbs } from './breadcrumbs';

/**
 * The admin area's own layout (DESIGN section 5), not the player's: a
 * sidebar of the sections the admin may open, a top bar with breadcrumbs,
 * and the page. Under 768 px the sidebar is a drawer behind a menu button.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const trans = useTrans();
  const [drawer, setDrawer] = useState(false);
  const { isDark, setTheme, canChange } = useTheme();
  return (
    <div className="flex h-dvh bg-bg text-fg">
      <a href="#admin-main" className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {trans('Skip to content')}
      </a>
      <aside className="hidden w-60 shrink-0 flex-col overflow-y-auto border-r border-divider bg-bg-alt md:flex">
        <Link to="/admin" className={`flex h-14 items-center px-6 ${focusRing}`} aria-label={trans('Admin area')}>
          <Logo className="h-7" />
        </Link>
        <AdminSidebar />
      </aside>
      {drawer && (
        <div className="fixed inset-0 z-40 md:hidden" role="dialog" aria-modal="true" aria-label={trans('Admin area')}>
          <button type="button" aria-label={trans('Close menu')} className="absolute inset-0 bg-black/50" onClick={() => setDrawer(false)} />
          <div className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-bg-alt shadow-2xl">
            <div className="flex h-14 items-center justify-between px-4">
              <Logo className="h-7" />
              <Tooltip label={trans('Close menu')} placement="bottom">
                <button type="button" autoFocus aria-label={trans('Close menu')} onClick={() => setDrawer(false)} className={iconButtonStyles({ size: 'sm' })}>
                  <X className="size-5" aria-hidden="true" />
                </button>
              </Tooltip>
            </div>
            <AdminSidebar onNavigate={() => setDrawer(false)} />
          </div>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 shrink-0 items-center gap-3 border-b border-divider px-4 md:px-6">
          <Tooltip label={trans('Open menu')} placement="bottom">
            <button type="button" aria-label={trans('Open menu')} onClick={() => setDrawer(true)} className={iconButtonStyles({ size: 'sm', className: 'md:hidden' })}>
              <Menu className="size-5" aria-hidden="true" />
            </button>
          </Tooltip>
          <Breadcrumbs />
          <div className="ml-auto flex items-center gap-2">
            {canChange && (
              <Tooltip label={trans(isDark ? 'Switch to light theme' : 'Switch to dark theme')} placement="bottom">
                <button
                  type="button"
                  aria-label={trans(isDark ? 'Switch to light theme' : 'Switch to dark theme')}
                  onClick={() => setTheme(isDark ? 'light' : 'dark')}
                  className={iconButtonStyles({ size: 'sm' })}
                >
                  {isDark ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
                </button>
              </Tooltip>
            )}
            <Link to="/" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{trans('Back to site')}</span>
            </Link>
          </div>
        </header>
        <main id="admin-main" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto px-4 py-6 outline-none md:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
