import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlbumPayload, TrackDetailPayload } from '../../worker/music/music-types';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { currentTrack, getPlayerState } from '../../client/player/player-store';
import { makeBootstrap } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { makeTrack, makeTracks, resetPlayer } from './fixtures/player-fixture';
import { renderApp } from './fixtures/render-app';

const TRACK: TrackDetailPayload = {
  ...makeTrack(1, { name: 'One More Time', image: '/covers/1.jpg' }),
  description: null,
  genres: [],
  tags: [],
  has_lyrics: false,
  waveform: null,
  release_date: null,
  owner_id: null,
};

const ALBUM: AlbumPayload = {
  model_type: 'album',
  id: 50,
  name: 'Discovery',
  type: 'album',
  release_date: null,
  image: null,
  artists: [{ id: 9, name: 'Daft Punk' }],
  plays: 0,
  likes_count: 0,
  reposts_count: 0,
  comments_count: 0,
  loudness: null,
  tracks_count: 3,
  duration: 600_000,
};

/** The real route tree at `path`, with the API answering `answers`. */
async function openEmbed(path: string, answers: Parameters<typeof stubFetch>[0]) {
  stubFetch({ 'POST /api/v1/tracks/1/plays': null, 'POST /api/v1/tracks/2/plays': null, ...answers });
  const { router } = await renderApp(path, { retry: false });
  return router;
}

beforeEach(() => {
  resetPlayer();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(resetPlayer);

describe('/track/{id}/{name}/embed', () => {
  it('renders a compact player outside the app layout and plays the track', async () => {
    await openEmbed('/track/1/one-more-time/embed', { 'GET /api/v1/tracks/1': { track: TRACK } });
    expect(await screen.findByRole('link', { name: 'One More Time' })).toHaveAttribute('href', '/track/1/one-more-time');
    expect(screen.getByRole('link', { name: 'Daft Punk' })).toHaveAttribute('href', '/artist/9/daft-punk');
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(currentTrack(getPlayerState())?.id).toBe(1);
    expect(getPlayerState()).toMatchObject({ isPlaying: true, context: { type: 'track', id: 1 } });
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(getPlayerState().isPlaying).toBe(false);
    // The embed must not overwrite the listener's saved queue.
    expect(localStorage.length).toBe(0);
  });

  it('shows the 404 page for a missing track', async () => {
    await openEmbed('/track/8/gone/embed', { 'GET /api/v1/tracks/8': fail(404) });
    expect(await screen.findByText("Looks like you've found the doorway to the great nothing")).toBeInTheDocument();
  });

  it('needs music.view', async () => {
    setBootstrap(makeBootstrap({ guest_role: { id: 2, name: 'guests', permissions: [] } }));
    const router = await openEmbed('/track/1/one-more-time/embed', {});
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('/album/{id}/{artist}/{name}/embed', () => {
  it('lists the tracks and plays the album from the pressed one', async () => {
    const tracks = makeTracks(1, 2, 3);
    await openEmbed('/album/50/daft-punk/discovery/embed', { 'GET /api/v1/albums/50': { album: ALBUM, tracks } });
    expect(await screen.findByRole('link', { name: 'Discovery' })).toHaveAttribute('href', '/album/50/daft-punk/discovery');
    const list = screen.getByRole('list', { name: 'Tracks' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);

    await userEvent.click(within(list).getByRole('button', { name: /Track 2/ }));
    expect(getPlayerState()).toMatchObject({ index: 1, context: { type: 'album', id: 50 } });
    expect(getPlayerState().queue.map((track) => track.id)).toEqual([1, 2, 3]);
    expect(within(list).getByRole('button', { name: /Track 2/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    await act(async () => within(list).getByRole('button', { name: /Track 2/ }).click());
    expect(getPlayerState().isPlaying).toBe(false);
  });
});
