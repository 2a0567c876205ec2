import { useRouter, useRouterState } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The now-playing screen shows over this page (a history entry of its own, so Back closes it). */
    nowPlaying?: boolean;
  }
}

/** Whether the now-playing screen is open: the current history entry says so. */
export const useNowPlayingOpen = () => useRouterState({ select: (state) => state.location.state.nowPlaying === true });

/**
 * Opens and closes the now-playing screen as a history entry over the same
 * address: opening pushes it (the page keeps its scroll), Back or close goes
 * back to the page. Following a link from the screen leaves the entry, so the
 * screen closes; Back from there shows it again, as the listener left it.
 */
export function useNowPlayingScreen() {
  const router = useRouter();
  const open = () => {
    const { href, state } = router.state.location;
    if (state.nowPlaying) return;
    void router.navigate({ href, state: { nowPlaying: true }, resetScroll: false });
  };
  const close = () => {
    const { href, state } = router.state.location;
    if (!state.nowPlaying) return;
    // An entry restored by a reload as the tab's first one has no page behind it: drop the flag in place.
    if (state.__TSR_index > 0) router.history.back();
    else void router.navigate({ href, state: {}, replace: true, resetScroll: false });
  };
  return { open, close };
}
