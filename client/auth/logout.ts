import { isPreviewMode } from '../appearance/preview-mode';
import { setBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';
import { apiClient } from '../http/api-client';

/** SPEC section 8's text; callers show it through trans() (a `message` declaration, so the English keys list it). */
export class LogoutRefusedError extends Error {
  override message = "Can't logout while in appearance editor.";
}

/**
 * SPEC section 4, logout: POST auth/logout and replace the bootstrap data with
 * the guest data it returns. Callers clear caches and go to /login. Refused
 * inside the appearance editor (SPEC section 8).
 */
export async function logout(): Promise<void> {
  if (isPreviewMode()) throw new LogoutRefusedError();
  const response = await apiClient.post<{ bootstrapData: BootstrapData }>('auth/logout');
  setBootstrap(response.bootstrapData);
  // Signing out removes the saved audio (docs/offline.md); the downloads code loads only now.
  await import('../offline/downloads').then((offline) => offline.clearOfflineData()).catch(() => {});
}
