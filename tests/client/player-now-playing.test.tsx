import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerBar } from '../../client/layout/player-bar';
import { currentTrack, getPlayerState, player } from '../../client/player/player-store';
import { setPlaybackTime } from '../../client/player/playback-time';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeTrack, makeTracks, resetPlayer } from './fixtures/player-fixture';
import { renderApp } from './fixtures/render-app';

const track = { title: 'One More Time', artist: 'Daft Punk' };

/** A finger from `from` to `to` (clientY) on `element`, then lifted, and the click a release makes. */
function drag(element: Element, from: number, to: number) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientY: from });
  fireEvent.pointerMove(element, { pointerId: 1, clientY: (from + to) / 2 });
  fireEvent.pointerMove(element, { pointerId: 1, clientY: to });
  fireEvent.pointerUp(element, { pointerId: 1, clientY: to });
  fireEvent.click(element);
}

beforeEach(resetPlayer);

describe('the mini player', () => {
  it('shows real progress as a progress bar', () => {
    render(<PlayerBar track={track} position={65} duration={200} />);
    const progress = screen.getByRole('progressbar', { name: 'Track progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '65');
    expect(progress).toHaveAttribute('aria-valuemax', '200');
    expect(progress).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
  });

  it('opens the now-playing screen when tapped, described by what plays', async () => {
    const open = vi.fn();
    render(<PlayerBar track={track} onOpenNowPlaying={open} onPlayPause={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Open now playing' });
    expect(opener).toHaveAccessibleDescription('One More Time Daft Punk');
    await userEvent.click(opener);
    expect(open).toHaveBeenCalledTimes(1);
    // Play/pause stays its own button.
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens once on a swipe up, not on a short drag or a swipe down', () => {
    const open = vi.fn();
    render(<PlayerBar track={track} onOpenNowPlaying={open} />);
    const opener = screen.getByRole('button', { name: 'Open now playing' });
    drag(opener, 700, 600);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockClear();
    fireEvent.pointerDown(opener, { pointerId: 2, button: 0, clientY: 700 });
    fireEvent.pointerUp(opener, { pointerId: 2, clientY: 680 });
    fireEvent.pointerDown(opener, { pointerId: 3, button: 0, clientY: 600 });
    fireEvent.pointerUp(opener, { pointerId: 3, clientY: 700 });
    expect(open).not.toHaveBeenCalled();
  });

  it('has nothing to open while nothing plays, and an expand button for wider screens', async () => {
    const open = vi.fn();
    const { rerender } = render(<PlayerBar onOpenNowPlaying={open} />);
    expect(screen.queryByRole('button', { name: 'Open now playing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand player' })).toBeDisabled();
    rerender(<PlayerBar track={track} onOpenNowPlaying={open} />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand player' }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('the now-playing screen', () => {
  const current = () => currentTrack(getPlayerState())?.id;

  async function openApp() {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    stubFetch({
      'GET /api/v1/localizations': { localizations: [] },
      'GET /api/v1/tracks/1/lyrics': { lyrics: { track_id: 1, synced: false, text: 'One more time\nWe gonna celebrate', lines: [] } },
      'GET /api/v1/tracks/2/lyrics': { lyrics: null },
    });
    act(() =>
      player.playTracks(
        [makeTrack(1, { name: 'One More Time', artists: [{ id: 9, name: 'Daft Punk' }] }), ...makeTracks(2, 3)],
        0,
        { type: 'album', id: 50, name: 'Discovery' },
      ),
    );
    const app = await renderApp('/lyrics', { retry: false });
    await screen.findByRole('heading', { name: 'Lyrics', level: 1 });
    return app;
  }

  async function openScreen() {
    const opener = screen.getByRole('button', { name: 'Open now playing' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Now playing' });
    return { opener, dialog };
  }

  it('is a dialog over the page with the track, its artists and every control; focus moves in', async () => {
    const { router } = await openApp();
    const { dialog } = await openScreen();
    expect(router.state.location.state.nowPlaying).toBe(true);
    expect(router.state.location.pathname).toBe('/lyrics');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByText('Playing from Discovery')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'One More Time' })).toHaveAttribute('href', '/track/1/one-more-time');
    expect(within(dialog).getByRole('link', { name: 'Daft Punk' })).toHaveAttribute('href', '/artist/9/daft-punk');
    for (const name of ['Shuffle', 'Previous', 'Pause', 'Next', 'Repeat', 'Save to your library', 'Lyrics', 'Queue', 'Close now playing'])
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
  });

  it('seeks, pauses and changes the track', async () => {
    await openApp();
    const { dialog } = await openScreen();
    act(() => setPlaybackTime({ position: 30, duration: 200 }));
    expect(dialog).toHaveTextContent('0:30');
    expect(dialog).toHaveTextContent('3:20');
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Seek' }), { target: { value: '120' } });
    expect(getPlayerState().seekRequest?.seconds).toBe(120);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(getPlayerState().isPlaying).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(current()).toBe(2);
    expect(within(dialog).getByRole('heading', { name: 'Track 2' })).toBeInTheDocument();
    act(() => setPlaybackTime({ position: 1, duration: 200 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(current()).toBe(1);
  });

  it('shows the lyrics or the queue in place of the cover', async () => {
    await openApp();
    const { dialog } = await openScreen();
    const lyrics = within(dialog).getByRole('button', { name: 'Lyrics' });
    await userEvent.click(lyrics);
    expect(lyrics).toHaveAttribute('aria-pressed', 'true');
    expect(await within(dialog).findByText(/We gonna celebrate/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Queue' }));
    expect(await within(dialog).findByRole('heading', { name: 'Next up' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/We gonna celebrate/)).not.toBeInTheDocument();
    expect(lyrics).toHaveAttribute('aria-pressed', 'false');
  });

  it('has a Jam panel for a signed-in listener, which starts a Jam from what plays', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ id: 7 }) }));
    await openApp();
    const network = stubFetch({
      'GET /api/v1/localizations': { localizations: [] },
      'GET /api/v1/tracks/1/lyrics': { lyrics: null },
      // Refused, so no socket opens in this test.
      'POST /api/v1/jams': fail(403, { message: 'This action is unauthorized.' }),
    });
    const { dialog } = await openScreen();
    const jam = within(dialog).getByRole('button', { name: 'Jam' });
    await userEvent.click(jam);
    expect(jam).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Start a Jam' }));
    await waitFor(() => expect(network.sent('POST /api/v1/jams')).toHaveLength(1));
    expect(network.sent('POST /api/v1/jams')[0].body).toMatchObject({ track_ids: [1, 2, 3], index: 0 });
  });

  it('has no Jam panel for a guest', async () => {
    await openApp();
    const { dialog } = await openScreen();
    expect(within(dialog).queryByRole('button', { name: 'Jam' })).not.toBeInTheDocument();
  });

  it('closes with Escape as a step back in history, and gives focus back to the mini player', async () => {
    const { router } = await openApp();
    const { opener } = await openScreen();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Now playing' })).not.toBeInTheDocument());
    expect(router.state.location.state.nowPlaying).toBeUndefined();
    expect(router.state.location.pathname).toBe('/lyrics');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Back, on its close button and on a swipe down', async () => {
    const { router } = await openApp();
    const gone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Now playing' })).not.toBeInTheDocument());

    await openScreen();
    act(() => router.history.back());
    await gone();

    const { dialog } = await openScreen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close now playing' }));
    await gone();

    const again = await openScreen();
    drag(within(again.dialog).getByRole('heading', { name: 'Now playing' }).closest('header')!, 100, 260);
    await gone();
    expect(router.state.location.pathname).toBe('/lyrics');
    expect(router.history.length).toBeLessThanOrEqual(2);
  });

  it('opens on a swipe up of the mini player', async () => {
    await openApp();
    drag(screen.getByRole('button', { name: 'Open now playing' }), 700, 600);
    expect(await screen.findByRole('dialog', { name: 'Now playing' })).toBeInTheDocument();
  });
});
