import { apiClient } from '../http/api-client';
import type { BootstrapData } from '../bootstrap/bootstrap-store';

/** The current bootstrap data, e.g. after a popup found the browser already signed in. */
export const fetchBootstrap = () =>
  apiClient.get<{ bootstrapData: BootstrapData }>('bootstrap-data').then((response) => response.bootstrapData);
