import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useAddTracks } from '../../client/playlists/playlist-track-mutations';
import { makeTrack } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { makePlaylist } from './fixtures/music-fixtures';

describe('edits of one playlist', () => {
  it('reach the server one after another, in the order they were made', async () => {
    let release: () => void = () => {};
    const firstAnswered = new Promise<void>((resolve) => (release = resolve));
    const api = stubFetch({
      'POST /api/v1/playlists/5/tracks': async (request: { body: { ids: number[] } }) => {
        if (request.body.ids[0] === 1) await firstAnswered;
        return { playlist: makePlaylist() };
      },
      'GET /api/v1/playlists/5': { playlist: makePlaylist(), tracks: [] },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useAddTracks(5), { wrapper });

    act(() => result.current.mutate([makeTrack({ id: 1 })]));
    act(() => result.current.mutate([makeTrack({ id: 2 })]));
    await waitFor(() => expect(api.sent('POST /api/v1/playlists/5/tracks')).toHaveLength(1));
    // The second add waits while the first is unanswered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent('POST /api/v1/playlists/5/tracks')).toHaveLength(1);

    release();
    await waitFor(() => expect(api.sent('POST /api/v1/playlists/5/tracks').map((r) => r.body)).toEqual([{ ids: [1] }, { ids: [2] }]));
  });
});
