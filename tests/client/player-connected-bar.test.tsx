import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectedPlayerBar } from '../../client/player/player-bar-connected';
import { currentTrack, getPlayerState, player } from '../../client/player/player-store';
import { setPlaybackTime } from '../../client/player/playback-time';
import { isQueuePanelOpen } from '../../client/player/queue-panel/queue-panel-store';
import { stubFetch } from './fixtures/fetch-stub';
import { makeTrack, makeTracks, resetPlayer } from './fixtures/player-fixture';
import { renderWithRouter } from './fixtures/render-with-router';
import { renderApp } from './fixtures/render-app';

const bar = () => screen.getByRole('region', { name: 'Player' });

/** Pretends the viewport is at least 768 px wide (or not). */
function mockViewport(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width: 768px') ? desktop : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  resetPlayer();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  act(() =>
    player.playTracks([
      makeTrack(1, { name: 'One More Time', artists: [{ id: 9, name: 'Daft Punk' }, { id: 10, name: 'Romanthony' }] }),
      ...makeTracks(2, 3),
    ]),
  );
});
afterEach(resetPlayer);

describe('ConnectedPlayerBar', () => {
  it('shows the current track linking to its track and artist pages', async () => {
    await renderWithRouter(<ConnectedPlayerBar />);
    expect(within(bar()).getByRole('link', { name: 'One More Time' })).toHaveAttribute('href', '/track/1/one-more-time');
    expect(within(bar()).getByRole('link', { name: 'Daft Punk' })).toHaveAttribute('href', '/artist/9/daft-punk');
    expect(within(bar()).getByRole('link', { name: 'Romanthony' })).toHaveAttribute('href', '/artist/10/romanthony');
    expect(within(bar()).getByRole('link', { name: 'Lyrics' })).toHaveAttribute('href', '/lyrics');
  });

  it('follows the playback clock and seeks', async () => {
    await renderWithRouter(<ConnectedPlayerBar />);
    act(() => setPlaybackTime({ position: 65, duration: 200 }));
    expect(bar()).toHaveTextContent('1:05');
    expect(bar()).toHaveTextContent('3:20');
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '120' } });
    expect(getPlayerState().seekRequest?.seconds).toBe(120);
  });

  it('drives the player store', async () => {
    await renderWithRouter(<ConnectedPlayerBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(getPlayerState().isPlaying).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentTrack(getPlayerState())?.id).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Repeat' }));
    expect(screen.getByRole('button', { name: 'Repeat' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Repeat' })).toHaveAttribute('title', 'Repeat all');
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(getPlayerState().muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  it('toggles the queue panel', async () => {
    await renderWithRouter(<ConnectedPlayerBar />);
    const queue = screen.getByRole('button', { name: 'Queue' });
    expect(queue).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(queue);
    expect(isQueuePanelOpen()).toBe(true);
    expect(queue).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the _player layout route', () => {
  async function openApp(path: string) {
    stubFetch({ 'GET /api/v1/localizations': { localizations: [] }, 'GET /api/v1/tracks/1/lyrics': { lyrics: null } });
    const { router } = await renderApp(path, { retry: false });
    return router;
  }

  it('wires the player bar and shows the queue beside the content on desktop', async () => {
    mockViewport(true);
    await openApp('/lyrics');
    expect(await screen.findByRole('heading', { name: 'Lyrics' })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'One More Time' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Queue' }));
    expect(await screen.findByRole('complementary', { name: 'Queue' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the queue as a full-screen sheet under 768 px', async () => {
    mockViewport(false);
    await openApp('/lyrics');
    await userEvent.click(await screen.findByRole('button', { name: 'Queue' }));
    expect(await screen.findByRole('dialog', { name: 'Queue' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Queue' })).not.toBeInTheDocument();
  });
});
