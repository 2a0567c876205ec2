import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { UserGate } from '../user-gate/user-gate';
import { ToastArea } from '../ui/toast/toast-area';
import { DialogHost } from '../ui/dialog/dialog-host';
import { CookieNotice } from '../ui/cookie-notice';
import { TopProgressBar } from '../ui/progress/top-progress-bar';
import { NotFoundPage } from '../errors/not-found-page';
import { ErrorPage } from '../errors/error-page';
import { PlayerLayout } from '../layout/player-layout';
import { isChunkLoadError, reloadOnce } from './-components/chunk-reload';
import { useAnalytics } from '../analytics/use-analytics';
import { usePageViewBeacon } from '../analytics/use-page-view-beacon';
import { usePreviewBridge } from '../appearance/use-preview-bridge';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  notFoundComponent: () => (
    <PlayerLayout>
      <NotFoundPage />
    </PlayerLayout>
  ),
  errorComponent: ({ error }) => {
    // SPEC section 8: a failed route module load reloads the page.
    if (isChunkLoadError(error) && reloadOnce()) return null;
    return <ErrorPage />;
  },
});

function Root() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  // An embedded player lives in someone else's page: the host site owns the consent banner.
  const embedded = useRouterState({ select: (state) => state.location.pathname.endsWith('/embed') });
  useAnalytics();
  usePageViewBeacon();
  usePreviewBridge();
  return (
    <>
      <TopProgressBar active={loading} />
      <UserGate>
        <Outlet />
      </UserGate>
      {!embedded && <CookieNotice />}
      <DialogHost />
      <ToastArea />
    </>
  );
}
