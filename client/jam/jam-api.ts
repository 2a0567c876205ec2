import { queryOptions } from '@tanstack/react-query';
import type { HostLeaveChoice, JamPreview, JamSettings, JamView } from '../../worker/jam/jam-types';
import { apiClient } from '../http/api-client';

/** docs/api/jam.md. */
const path = (code: string) => `jams/${encodeURIComponent(code)}`;

export const createJam = (body: { track_ids: number[]; index: number; position_ms: number; playing: boolean }) =>
  apiClient.post<{ jam: JamView }>('jams', body).then((r) => r.jam);
export const joinJam = (code: string) => apiClient.post<{ jam: JamView }>(`${path(code)}/join`).then((r) => r.jam);
export const leaveJam = (code: string, then?: HostLeaveChoice) => apiClient.post<void>(`${path(code)}/leave`, then ? { then } : {});
export const removeJamListener = (code: string, userId: number) => apiClient.delete<void>(`${path(code)}/listeners/${userId}`);
export const updateJamSettings = (code: string, settings: Partial<JamSettings>) =>
  apiClient.patch<{ jam: JamView }>(`${path(code)}/settings`, settings).then((r) => r.jam);
export const addToJam = (code: string, trackIds: number[]) => apiClient.post<{ jam: JamView }>(`${path(code)}/queue`, { track_ids: trackIds }).then((r) => r.jam);

export const jamPreviewQuery = (code: string) =>
  queryOptions({
    queryKey: ['jams', code, 'preview'],
    queryFn: ({ signal }) => apiClient.get<{ preview: JamPreview }>(`${path(code)}/preview`, undefined, { signal }).then((r) => r.preview),
    retry: false,
  });

export const jamSocketUrl = (code: string, location: Location = window.location) =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/v1/${path(code)}/socket`;
