import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlayAllButton } from '../../client/library/play-all-button';
import { PlayButton } from '../../client/music/play-button';
import { TrackTable } from '../../client/music/track-table/track-table';
import { currentTrack, getPlayerState, player, type QueueContext } from '../../client/player/player-store';
import { setPlaybackTime } from '../../client/player/playback-time';
import { holdsContext } from '../../client/player/use-play-toggle';
import { makeTrack, makeTracks, resetPlayer } from './fixtures/player-fixture';
import { renderWithRouter } from './fixtures/render-with-router';

const album: QueueContext = { type: 'album', id: 50, name: 'Tidewater Lights' };
const albumTracks = makeTracks(1, 2, 3);
const current = () => currentTrack(getPlayerState())?.id;

/** The album header's button, as album-header.tsx renders it. */
const AlbumPlay = () => <PlayButton name="Tidewater Lights" context={album} onStart={() => player.playTracks(albumTracks, 0, album)} />;

beforeEach(resetPlayer);

describe('holdsContext', () => {
  it('matches a collection by the context its queue was started from, and a track wherever it plays from', () => {
    act(() => player.playTracks(albumTracks, 1, album));
    const s = getPlayerState();
    expect(holdsContext(s, { type: 'album', id: 50 })).toBe(true);
    expect(holdsContext(s, { type: 'album', id: '50' })).toBe(true);
    expect(holdsContext(s, { type: 'playlist', id: 50 })).toBe(false);
    expect(holdsContext(s, { type: 'album', id: 51 })).toBe(false);
    expect(holdsContext(s, { type: 'track', id: 2 })).toBe(true);
    expect(holdsContext(s, { type: 'track', id: 1 })).toBe(false);
  });

  it('holds nothing while the queue is empty', () => {
    expect(holdsContext(getPlayerState(), { type: 'track', id: 1 })).toBe(false);
  });
});

describe('PlayButton', () => {
  it('turns into Pause while its album plays, pauses, then resumes where it was', async () => {
    render(<AlbumPlay />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Tidewater Lights' }));
    expect(getPlayerState()).toMatchObject({ isPlaying: true, context: { type: 'album', id: 50 } });
    act(() => player.next());
    act(() => setPlaybackTime({ position: 42, duration: 200 }));
    const { playId } = getPlayerState();

    await userEvent.click(screen.getByRole('button', { name: 'Pause Tidewater Lights' }));
    expect(getPlayerState().isPlaying).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Play Tidewater Lights' }));
    // Resumed: the same listen of the same track, no seek back to 0:00.
    expect(getPlayerState()).toMatchObject({ isPlaying: true, playId, seekRequest: null });
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Pause Tidewater Lights' })).toBeInTheDocument();
  });

  it('stays Play while something else plays, and starts its own context', async () => {
    act(() => player.playTracks(makeTracks(7, 8), 0, { type: 'playlist', id: 50, name: 'Same id' }));
    render(<AlbumPlay />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Tidewater Lights' }));
    expect(getPlayerState().context).toMatchObject({ type: 'album', id: 50 });
    expect(current()).toBe(1);
  });

  it('starts the album over once its last track played to the end', async () => {
    act(() => player.playTracks(albumTracks, 2, album));
    act(() => {
      player.next(true);
      setPlaybackTime({ position: 200, duration: 200 });
    });
    render(<AlbumPlay />);
    const { playId } = getPlayerState();
    await userEvent.click(screen.getByRole('button', { name: 'Play Tidewater Lights' }));
    expect(current()).toBe(1);
    expect(getPlayerState()).toMatchObject({ isPlaying: true, playId: playId + 1 });
  });
});

describe('track rows', () => {
  const context: QueueContext = { type: 'playlist', id: 4, name: 'Mix' };
  const rowButton = (name: string) => screen.getByRole('button', { name });

  it('show Pause on the playing row only, pause it and resume it', async () => {
    await renderWithRouter(<TrackTable tracks={makeTracks(1, 2, 3)} context={context} />);
    await userEvent.click(rowButton('Play Track 2'));
    expect(current()).toBe(2);
    expect(getPlayerState().context).toMatchObject({ type: 'playlist', id: 4 });
    const rows = screen.getAllByTestId('track-row');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0]).getByRole('button', { name: 'Play Track 1' })).toBeInTheDocument();
    const { playId } = getPlayerState();

    await userEvent.click(rowButton('Pause Track 2'));
    expect(getPlayerState().isPlaying).toBe(false);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(rowButton('Play Track 2'));
    expect(getPlayerState()).toMatchObject({ isPlaying: true, playId });

    await userEvent.click(rowButton('Play Track 3'));
    expect(current()).toBe(3);
    expect(getPlayerState().playId).toBe(playId + 1);
  });

  it('know their track when it plays from another list', async () => {
    act(() => player.playTracks([makeTrack(2)], 0, { type: 'track', id: 2 }));
    await renderWithRouter(<TrackTable tracks={makeTracks(1, 2)} context={context} />);
    expect(rowButton('Pause Track 2')).toBeInTheDocument();
  });
});

describe('PlayAllButton', () => {
  it('reads Pause while its list plays', async () => {
    const liked: QueueContext = { type: 'library', id: 'songs', name: 'Liked songs' };
    render(<PlayAllButton tracks={makeTracks(1, 2)} context={liked} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Liked songs' }));
    expect(getPlayerState().context).toMatchObject({ type: 'library', id: 'songs' });
    expect(screen.getByRole('button', { name: 'Pause Liked songs' })).toHaveTextContent('Pause');
    await userEvent.click(screen.getByRole('button', { name: 'Pause Liked songs' }));
    expect(getPlayerState().isPlaying).toBe(false);
  });
});
