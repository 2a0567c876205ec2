import type { ReactNode } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { focusRing } from '../../ui/button-styles';
import { SelectField } from '../../ui/select-field';
import { SETTINGS_PAGES } from './settings-pages';

const pathOf = (id: string) => `/admin/settings/${id}`;

/**
 * /admin/settings: the subpages of SPEC section 2 beside the open one. From
 * 1024 px a list of links; below, a native select (the platform's picker on
 * touch screens) that opens the chosen subpage.
 */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = SETTINGS_PAGES.find((page) => pathname.startsWith(pathOf(page.id)))?.id ?? '';
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-10">
      <SelectField
        label={trans('Settings page')}
        value={current}
        onChange={(event) => void navigate({ to: pathOf(event.target.value) })}
        className="lg:hidden"
      >
        {SETTINGS_PAGES.map((page) => (
          <option key={page.id} value={page.id}>
            {trans(page.title)}
          </option>
        ))}
      </SelectField>
      <nav aria-label={trans('Settings pages')} className="hidden w-52 shrink-0 lg:block">
        <ul className="flex flex-col gap-0.5">
          {SETTINGS_PAGES.map((page) => (
            <li key={page.id}>
              <Link
                to={pathOf(page.id)}
                className={clsx(
                  'block rounded-md px-3 py-2 text-sm text-muted hover:bg-fg/5 hover:text-fg',
                  'data-[status=active]:bg-primary/10 data-[status=active]:font-semibold data-[status=active]:text-fg',
                  focusRing,
                )}
              >
                {trans(page.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
