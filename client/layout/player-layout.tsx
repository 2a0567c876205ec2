import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useTrans } from '../i18n/trans';
import { AdSlot } from '../ads/ad-slot';
import { CookieNotice, useCookieNoticePosition } from '../ui/cookie-notice';
import { Footer } from './footer';
import { MobileNav } from './mobile-nav';
import { PlayerBar } from './player-bar';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

type PlayerLayoutProps = {
  children: ReactNode;
  /** The wired-up player bar; defaults to the empty one. */
  playerBar?: ReactNode;
  /** A panel beside the content from 768 px up (the queue); under 768 px it is not laid out. */
  sidePanel?: ReactNode;
};

/**
 * The player shell as one viewport-high grid, so only the content column
 * scrolls and the player bar (and, under 768 px, the mobile nav below it)
 * stay at the bottom:
 *
 *   md+:  [sidebar 240px | top bar / content / footer | side panel?]
 *         [          player bar spanning every column           ]
 *   <md:  [top bar / content / footer] [player bar] [mobile nav]
 *
 * The cookie notice, while it shows, takes a row of its own (issue 26): above
 * the player bar (or above everything when it is set to the top), so it never
 * covers the player's controls, the mobile nav or the top bar.
 */
/** The player layout's scrolling box. */
export const SCROLL_BOX_ID = 'player-scroll';

export function PlayerLayout({ children, playerBar, sidePanel }: PlayerLayoutProps) {
  const trans = useTrans();
  const notice = useCookieNoticePosition();
  return (
    <div
      className={clsx(
        'grid h-dvh bg-bg-alt text-fg md:gap-x-2 md:px-2 md:pt-2',
        notice === 'top'
          ? 'grid-rows-[auto_minmax(0,1fr)_auto_auto] md:grid-rows-[auto_minmax(0,1fr)_auto]'
          : notice === 'bottom'
            ? 'grid-rows-[minmax(0,1fr)_auto_auto_auto] md:grid-rows-[minmax(0,1fr)_auto_auto]'
            : 'grid-rows-[minmax(0,1fr)_auto_auto] md:grid-rows-[minmax(0,1fr)_auto]',
        sidePanel
          ? 'md:grid-cols-[200px_minmax(0,1fr)_minmax(260px,300px)] lg:grid-cols-[240px_minmax(0,1fr)_minmax(300px,360px)]'
          : 'md:grid-cols-[240px_minmax(0,1fr)]',
      )}
    >
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {trans('Skip to content')}
      </a>
      {notice === 'top' && <CookieNotice placement="inline" className="md:col-span-full" />}
      <Sidebar />
      {/* The page scrolls in this box, not the window: the router resets it on navigation and restores it on back (client/router.tsx). */}
      <div id={SCROLL_BOX_ID} data-scroll-restoration-id={SCROLL_BOX_ID} className="flex min-h-0 flex-col overflow-y-auto overscroll-contain bg-bg md:rounded-lg">
        <TopBar />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 pb-10 pt-2 outline-none md:px-8">
          <AdSlot slot="general_top" />
          {children}
          <AdSlot slot="general_bottom" />
        </main>
        <Footer />
      </div>
      {sidePanel && <div className="hidden min-h-0 md:flex md:flex-col">{sidePanel}</div>}
      {notice === 'bottom' && <CookieNotice placement="inline" className="pb-0 md:col-span-full md:px-0" />}
      <div className="pt-1 md:col-span-full md:pt-2">{playerBar ?? <PlayerBar />}</div>
      <MobileNav />
    </div>
  );
}
