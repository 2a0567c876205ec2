import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentTrack, getPlayerState, player } from '../../client/player/player-store';
import { setPlaybackTime } from '../../client/player/playback-time';
import { usePlayerShortcuts } from '../../client/player/use-player-shortcuts';
import { makeTracks, resetPlayer } from './fixtures/player-fixture';

function Page() {
  usePlayerShortcuts();
  return (
    <>
      <input aria-label="Search" />
      <textarea aria-label="Comment" />
      <div contentEditable aria-label="Editor" role="textbox" />
      <button type="button">Like</button>
      <input type="range" aria-label="Volume" />
      <div role="slider" tabIndex={0} aria-label="Custom slider" aria-valuenow={0} />
    </>
  );
}

const seekTarget = () => getPlayerState().seekRequest?.seconds;

beforeEach(() => {
  resetPlayer();
  act(() => {
    player.playTracks(makeTracks(1, 2, 3), 1);
    setPlaybackTime({ position: 50, duration: 200 });
  });
});
afterEach(resetPlayer);

describe('player shortcuts', () => {
  it('Space toggles play and pause', async () => {
    render(<Page />);
    await userEvent.keyboard(' ');
    expect(getPlayerState().isPlaying).toBe(false);
    await userEvent.keyboard(' ');
    expect(getPlayerState().isPlaying).toBe(true);
  });

  it('arrows seek by 10 s, with Shift change track', async () => {
    render(<Page />);
    await userEvent.keyboard('{ArrowRight}');
    expect(seekTarget()).toBe(60);
    await userEvent.keyboard('{ArrowLeft}');
    expect(seekTarget()).toBe(40);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(currentTrack(getPlayerState())?.id).toBe(3);
    act(() => setPlaybackTime({ position: 1 }));
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(currentTrack(getPlayerState())?.id).toBe(2);
  });

  it('ArrowUp and ArrowDown change the volume by 10', async () => {
    render(<Page />);
    await userEvent.keyboard('{ArrowUp}');
    expect(getPlayerState().volume).toBe(80);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(getPlayerState().volume).toBe(60);
  });

  it.each(['Search', 'Comment', 'Editor'])('leaves every key to the %s field', async (name) => {
    render(<Page />);
    await userEvent.click(screen.getByRole('textbox', { name }));
    await userEvent.keyboard(' {ArrowUp}{ArrowRight}');
    expect(getPlayerState()).toMatchObject({ isPlaying: true, volume: 70, seekRequest: null });
  });

  it('leaves Space to a focused button and arrows to a focused slider', async () => {
    render(<Page />);
    screen.getByRole('button', { name: 'Like' }).focus();
    await userEvent.keyboard(' ');
    expect(getPlayerState().isPlaying).toBe(true);
    await userEvent.keyboard('{ArrowUp}');
    expect(getPlayerState().volume).toBe(80);

    for (const name of ['Volume', 'Custom slider']) {
      screen.getByRole('slider', { name }).focus();
      await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    }
    expect(getPlayerState()).toMatchObject({ volume: 80, seekRequest: null });
  });

  it('does nothing without a track', async () => {
    resetPlayer();
    render(<Page />);
    await userEvent.keyboard(' ');
    expect(getPlayerState().isPlaying).toBe(false);
  });
});
