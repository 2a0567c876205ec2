import type { PlaylistPayload } from '../../../worker/music/music-types';
import { apiClient, ApiError, resolveUrl } from '../../http/api-client';

type PlaylistResponse = { playlist: PlaylistPayload };

/** docs/api/smart-playlists.md: GET playlists/{id}/nsp answers the file as a download; a link to it saves it. */
export function downloadNsp(playlist: PlaylistPayload) {
  const link = document.createElement('a');
  link.href = resolveUrl(`playlists/${playlist.id}/nsp`);
  link.download = `${playlist.name}.nsp`;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The message when a file is not JSON at all (the server checks the rest and names the bad rule). */
export const NOT_NSP_MESSAGE = 'This file is not a smart playlist (.nsp) file.';

/** POST playlists/import-nsp with a chosen file's JSON: the new (private) smart playlist. */
export async function importNsp(file: File): Promise<PlaylistPayload> {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    throw new ApiError(422, { message: NOT_NSP_MESSAGE });
  }
  return (await apiClient.post<PlaylistResponse>('playlists/import-nsp', body)).playlist;
}
