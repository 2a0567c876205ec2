import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { rememberPreviewMode } from './appearance/preview-mode';
import { hasBootstrap, setBootstrap, type BootstrapData } from './bootstrap/bootstrap-store';
import { apiClient } from './http/api-client';
import { createQueryClient } from './http/query-client';
import { createAppRouter } from './router';
import { initTheme } from './theme/apply-theme';
import './styles.css';

async function start() {
  // Before the router's first redirect can drop the editor's `appearanceEditor=true`.
  rememberPreviewMode();
  // The worker inlines bootstrap data into served HTML; the Vite dev server does not.
  if (!hasBootstrap()) {
    const { bootstrapData } = await apiClient.get<{ bootstrapData: BootstrapData }>('bootstrap-data');
    setBootstrap(bootstrapData);
  }
  initTheme();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // Offline listening (docs/offline.md): the service worker, registered from a chunk of its own, out of the first load.
  if (import.meta.env.PROD) void import('./offline/register').then((offline) => offline.registerServiceWorker()).catch(() => {});
}

void start();
