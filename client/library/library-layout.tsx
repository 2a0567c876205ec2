import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { focusRing } from '../ui/button-styles';
import { hasPermission } from '../auth/permissions';
import { useBootstrap } from '../bootstrap/bootstrap-store';

const SECTIONS = [
  { to: '/library', label: 'Overview' },
  { to: '/library/songs', label: 'Songs' },
  { to: '/library/playlists', label: 'Playlists' },
  { to: '/library/albums', label: 'Albums' },
  { to: '/library/artists', label: 'Artists' },
  { to: '/library/history', label: 'History' },
] as const;
/** Saved for offline listening (docs/offline.md): for holders of music.offline. */
const DOWNLOADS = { to: '/library/downloads', label: 'Downloads' } as const;

const linkClass = clsx(
  'inline-flex h-8 shrink-0 items-center rounded-full bg-chip px-4 text-sm font-semibold text-fg transition hover:bg-fg/20',
  'data-[status=active]:bg-fg data-[status=active]:text-bg',
  focusRing,
);

/** The library's pages under one heading, with a link to each (SPEC section 2, login required). */
export function LibraryLayout({ children }: { children: ReactNode }) {
  const trans = useTrans();
  const sections = hasPermission(useBootstrap(), 'music.offline') ? [...SECTIONS, DOWNLOADS] : SECTIONS;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold md:text-3xl">{trans('Your library')}</h1>
      <nav aria-label={trans('Library sections')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-2 pb-1">
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} activeOptions={{ exact: true }} className={linkClass}>
                {trans(section.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  );
}
