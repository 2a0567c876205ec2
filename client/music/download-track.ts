import type { BootstrapData } from '../bootstrap/bootstrap-store';
import { hasPermission } from '../auth/permissions';

/** docs/api/music.md: GET tracks/{id}/download, an attachment for holders of music.download. */
export const trackDownloadUrl = (trackId: number) => `/api/v1/tracks/${trackId}/download`;

export const canDownload = (data: BootstrapData) => hasPermission(data, 'music.download');

/** Saves the track's audio: the answer is an attachment, so the page stays where it is. */
export function downloadTrack(trackId: number): void {
  const link = document.createElement('a');
  link.href = trackDownloadUrl(trackId);
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
