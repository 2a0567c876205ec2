import { lazy, Suspense } from 'react';
import clsx from 'clsx';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { ThemeToggle } from '../theme/theme-toggle';
import { focusRing } from '../ui/button-styles';
import { MenuLink } from './menu-link';
import { settingGetter } from './setting-getter';
import { useMenu } from './use-menu';

// The picker shows only once its list has loaded, so it loads with the list rather than with the first page.
const LanguagePicker = lazy(() => import('./language-picker').then((m) => ({ default: m.LanguagePicker })));

/** The footer at the end of the scrolled content: footer menu, language, theme and copyright. */
export function Footer({ className }: { className?: string }) {
  const trans = useTrans();
  const data = useBootstrap();
  const items = useMenu('footer');
  const i18nEnabled = settingGetter(data)('i18n.enable') === true;

  return (
    <footer className={clsx('shrink-0 border-t border-divider px-4 py-8 text-sm md:px-8', className)}>
      {items.length > 0 && (
        <nav aria-label={trans('Footer')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {items.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} className={clsx('rounded text-muted transition-colors hover:text-fg hover:underline', focusRing)}>
                  {trans(item.label)}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">
          {trans('Copyright © :year :name', { year: new Date().getFullYear(), name: data.branding.site_name })}
        </p>
        <div className="flex items-center gap-2">
          {i18nEnabled && (
            <Suspense fallback={null}>
              <LanguagePicker />
            </Suspense>
          )}
          <ThemeToggle />
        </div>
      </div>
    </footer>
  );
}
