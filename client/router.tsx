import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './route-tree.gen';
import { FullPageSpinner } from './ui/spinner';
import { AppErrorWrap } from './errors/app-error-boundary';
import { SCROLL_BOX_ID } from './layout/player-layout';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching and staleness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageSpinner,
    scrollRestoration: true,
    // The player layout scrolls its own box (the window does not scroll): a new page starts at its top there too.
    scrollToTopSelectors: [`#${SCROLL_BOX_ID}`],
    // Route errors show the root's error page; what even that cannot show
    // meets SPEC section 2's 'Unexpected Application Error!' in place of the
    // router's own catch-all.
    disableGlobalCatchBoundary: true,
    InnerWrap: AppErrorWrap,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
