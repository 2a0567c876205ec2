import type { MouseEvent } from 'react';
import clsx from 'clsx';
import { useTrans } from '../i18n/trans';
import { focusRing } from '../ui/button-styles';
import type { AccountSection } from './account-sections';

/**
 * Scrolls to a panel and moves keyboard focus into it. The address keeps the
 * hash (for sharing and reloads) without a router navigation.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** A horizontal, scrolling strip under 1024 px; a sticky list beside the panels above it. */
export function SettingsNav({ sections, active }: { sections: AccountSection[]; active: string | null }) {
  const trans = useTrans();
  return (
    <nav aria-label={trans('Account settings sections')} className="-mx-4 md:-mx-8 lg:sticky lg:top-24 lg:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-2 md:px-8 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              onClick={(event) => jumpTo(event, section.id)}
              aria-current={active === section.id ? 'location' : undefined}
              className={clsx(
                'block whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium transition lg:rounded-lg',
                active === section.id
                  ? 'bg-primary/15 text-fg'
                  : 'bg-chip text-muted hover:text-fg lg:bg-transparent lg:hover:bg-fg/5',
                focusRing,
              )}
            >
              {trans(section.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
