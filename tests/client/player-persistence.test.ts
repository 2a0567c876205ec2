import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_TEST_ID } from '../../client/player/audio-engine';
import { PLAYER_STORAGE_KEY, POSITION_SAVE_INTERVAL_MS, STATE_SAVE_DEBOUNCE_MS } from '../../client/player/player-constants';
import { restorePlayerState, savePlayerState, startPlayerPersistence } from '../../client/player/player-persistence';
import { startPlayerRuntime } from '../../client/player/player-runtime';
import { currentTrack, getPlayerState, player } from '../../client/player/player-store';
import { getPlaybackTime, setPlaybackTime } from '../../client/player/playback-time';
import { makeTracks, resetPlayer } from './fixtures/player-fixture';

const saved = () => JSON.parse(localStorage.getItem(PLAYER_STORAGE_KEY) ?? 'null');

beforeEach(resetPlayer);
afterEach(() => {
  vi.useRealTimers();
  resetPlayer();
});

describe('saving the player', () => {
  it('saves queue, index, context, position and settings', () => {
    player.playTracks(makeTracks(1, 2, 3), 1, { type: 'playlist', id: 4, name: 'Mix' });
    player.setVolume(35);
    player.cycleRepeat();
    setPlaybackTime({ position: 42.7, duration: 200 });
    savePlayerState();
    expect(saved()).toMatchObject({
      index: 1,
      context: { type: 'playlist', id: 4, name: 'Mix' },
      position: 42,
      volume: 35,
      muted: false,
      shuffle: false,
      repeat: 'all',
    });
    expect(saved().queue.map((track: { id: number }) => track.id)).toEqual([1, 2, 3]);
  });

  it('saves queue changes once they settle, and the position every few seconds while playing', () => {
    vi.useFakeTimers();
    const stop = startPlayerPersistence();
    player.playTracks(makeTracks(1, 2));
    player.setVolume(10);
    player.setVolume(20);
    expect(saved()).toBeNull();
    vi.advanceTimersByTime(STATE_SAVE_DEBOUNCE_MS);
    expect(saved()).toMatchObject({ volume: 20, position: 0 });

    setPlaybackTime({ position: 61 });
    vi.advanceTimersByTime(POSITION_SAVE_INTERVAL_MS);
    expect(saved().position).toBe(61);

    setPlaybackTime({ position: 70 });
    window.dispatchEvent(new Event('pagehide'));
    expect(saved().position).toBe(70);
    stop();
  });
});

describe('playback settings (issue 29)', () => {
  it('keeps normalization, its target and crossfade, within their ranges', () => {
    player.setNormalization('track');
    player.setTargetLufs(-40);
    player.setCrossfade(30);
    expect(getPlayerState()).toMatchObject({ normalization: 'track', targetLufs: -23, crossfade: 12 });
    player.setTargetLufs(-16.4);
    player.setCrossfade(5);
    savePlayerState();
    const kept = saved();
    expect(kept).toMatchObject({ normalization: 'track', targetLufs: -16, crossfade: 5 });
    resetPlayer();
    expect(getPlayerState()).toMatchObject({ normalization: 'album', targetLufs: -14, crossfade: 0 });
    localStorage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(kept));
    restorePlayerState();
    expect(getPlayerState()).toMatchObject({ normalization: 'track', targetLufs: -16, crossfade: 5 });
  });

  it('gives a save from before these settings the defaults: album normalization to -14 LUFS, no crossfade', () => {
    player.playTracks(makeTracks(1));
    savePlayerState();
    const { normalization: _n, targetLufs: _t, crossfade: _c, ...older } = saved();
    resetPlayer();
    player.setCrossfade(4);
    localStorage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(older));
    restorePlayerState();
    expect(getPlayerState()).toMatchObject({ normalization: 'album', targetLufs: -14, crossfade: 0 });
    expect(currentTrack(getPlayerState())?.id).toBe(1);
  });
});

describe('restoring the player', () => {
  it('puts back the queue paused at the saved position', () => {
    player.playTracks(makeTracks(1, 2, 3), 2, { type: 'album', id: 5 });
    player.toggleMute();
    setPlaybackTime({ position: 95, duration: 200 });
    savePlayerState();
    const copy = localStorage.getItem(PLAYER_STORAGE_KEY)!;
    resetPlayer();
    localStorage.setItem(PLAYER_STORAGE_KEY, copy);

    restorePlayerState();
    const s = getPlayerState();
    expect(currentTrack(s)?.id).toBe(3);
    expect(s).toMatchObject({ isPlaying: false, muted: true, context: { type: 'album', id: 5 }, seekRequest: { seconds: 95 } });
    expect(getPlaybackTime()).toEqual({ position: 95, duration: 200 });
  });

  it('loads the saved track without playing and continues from the position on play', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    player.playTracks(makeTracks(1, 2), 1);
    setPlaybackTime({ position: 30 });
    savePlayerState();
    const copy = localStorage.getItem(PLAYER_STORAGE_KEY)!;
    resetPlayer();
    localStorage.setItem(PLAYER_STORAGE_KEY, copy);

    await act(() => startPlayerRuntime({ persist: true }));
    const audio = document.querySelector<HTMLAudioElement>(`[data-testid="${AUDIO_TEST_ID}"]`)!;
    expect(audio.getAttribute('src')).toBe('/api/v1/tracks/2/stream');
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();

    Object.defineProperty(audio, 'readyState', { configurable: true, value: 1 });
    act(() => void audio.dispatchEvent(new Event('loadedmetadata')));
    expect(audio.currentTime).toBe(30);
    act(() => player.play());
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
  });

  it('ignores a missing or damaged save', () => {
    localStorage.setItem(PLAYER_STORAGE_KEY, '{"queue": "nope"');
    restorePlayerState();
    localStorage.setItem(PLAYER_STORAGE_KEY, JSON.stringify({ queue: [{ id: 'x' }], index: 0 }));
    restorePlayerState();
    expect(getPlayerState()).toMatchObject({ queue: [], index: -1 });
  });
});
