import { useMutation } from '@tanstack/react-query';
import { ApiError, buildRequest } from '../../http/api-client';
import { showErrorToast } from '../../http/server-errors';
import { downloadBlob } from '../two-factor/download-text-file';

const FALLBACK_NAME = 'data-export.json';

/**
 * docs/api/accounts.md "Your data": GET users/me/export, saved under the
 * name the server gives. Read as a blob, not through apiClient's JSON
 * parsing, so the file is saved exactly as sent.
 */
export async function downloadMyData(): Promise<void> {
  const { url, init } = buildRequest('GET', 'users/me/export');
  const response = await fetch(url, init);
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => ({})));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? FALLBACK_NAME;
  downloadBlob(name, await response.blob());
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData, onError: showErrorToast });
