import { isPreviewMode } from '../appearance/preview-mode';
import { setBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';
import { apiClient } from '../http/api-client';

export class LogoutRefusedError extends Error {}

/**
 * SPEC section 4, logout: POST auth/logout and replace the bootstrap data with
 * the guest data it returns. Callers clear caches and go to /login. Refused
 * inside the appearance editor (SPEC section 8).
 */
export async function logout(): Promise<void> {
  if (isPreviewMode()) throw new LogoutRefusedError("Can't logout while in appearance editor.");
  const response = await apiClient.post<{ bootstrapData: BootstrapData }>('auth/logout');
  setBootstrap(response.bootstrapData);
}
