import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiClient } from '../../client/http/api-client';
import { AUDIO_TEST_ID, PRELOAD_TEST_ID, getActiveAudio, startAudioEngine } from '../../client/player/audio-engine';
import { getPlayerState, player } from '../../client/player/player-store';
import { getPlaybackTime } from '../../client/player/playback-time';
import { toast } from '../../client/ui/toast/toast-store';
import { makeTracks, resetPlayer } from './fixtures/player-fixture';

const audio = () => document.querySelector<HTMLAudioElement>(`[data-testid="${AUDIO_TEST_ID}"]`)!;
const standby = () => document.querySelector<HTMLAudioElement>(`[data-testid="${PRELOAD_TEST_ID}"]`)!;
/** A play's body: its own id (client/player/log-play.ts), plus its context when it has one. */
const played = (context: Record<string, unknown> = {}) => ({ play_id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...context });
const fire = (element: HTMLAudioElement, type: string) => act(() => void element.dispatchEvent(new Event(type)));
/** happy-dom has no media pipeline: give an element what a real one reports once loaded. */
function loaded(element: HTMLAudioElement, { duration = 200, currentTime = 0 } = {}) {
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  Object.defineProperty(element, 'readyState', { configurable: true, value: 4 });
  element.currentTime = currentTime;
  fire(element, 'loadedmetadata');
}

let posts: MockInstance<typeof apiClient.post>;

beforeEach(() => {
  resetPlayer();
  posts = vi.spyOn(apiClient, 'post').mockResolvedValue(null);
  startAudioEngine();
});
afterEach(resetPlayer);

describe('audio engine', () => {
  it('keeps one hidden audio element in the body that plays the current track', () => {
    expect(audio()).toBe(getActiveAudio());
    expect(audio().hidden).toBe(true);
    act(() => player.playTracks(makeTracks(1, 2)));
    expect(audio().getAttribute('src')).toBe('/api/v1/tracks/1/stream');
    expect(audio().paused).toBe(false);
    act(() => player.pause());
    expect(audio().paused).toBe(true);
  });

  it('applies volume and mute to the element', () => {
    act(() => player.playTracks(makeTracks(1)));
    act(() => player.setVolume(40));
    expect(audio().volume).toBeCloseTo(0.4);
    act(() => player.toggleMute());
    expect(audio().muted).toBe(true);
  });

  it('logs one play per listen, not again on pause and resume', () => {
    act(() => player.playTracks(makeTracks(1, 2)));
    act(() => player.pause());
    act(() => player.play());
    expect(posts).toHaveBeenCalledTimes(1);
    expect(posts).toHaveBeenCalledWith('tracks/1/plays', played());
    act(() => player.next());
    expect(posts).toHaveBeenLastCalledWith('tracks/2/plays', played());
    expect(posts).toHaveBeenCalledTimes(2);
  });

  it('tells the server the album, playlist or artist a play comes from, and nothing else', () => {
    act(() => player.playTracks(makeTracks(1, 2), 0, { type: 'album', id: 4, name: 'Pastel Blues' }));
    expect(posts).toHaveBeenLastCalledWith('tracks/1/plays', played({ context_type: 'album', context_id: 4 }));
    act(() => player.playTracks(makeTracks(3), 0, { type: 'radio', id: 'artist:5' }));
    expect(posts).toHaveBeenLastCalledWith('tracks/3/plays', played());
  });

  it('reports the clock and seeks on request', () => {
    act(() => player.playTracks(makeTracks(1)));
    loaded(audio(), { duration: 180, currentTime: 12 });
    fire(audio(), 'timeupdate');
    expect(getPlaybackTime()).toEqual({ position: 12, duration: 180 });
    act(() => player.seek(90));
    expect(audio().currentTime).toBe(90);
    expect(getPlaybackTime().position).toBe(90);
  });

  it('preloads the next track near the end and swaps to it when the current one ends', () => {
    act(() => player.playTracks(makeTracks(1, 2, 3)));
    const first = audio();
    loaded(first, { duration: 200, currentTime: 100 });
    fire(first, 'timeupdate');
    expect(standby().getAttribute('src')).toBeNull();

    first.currentTime = 185;
    fire(first, 'timeupdate');
    const preloading = standby();
    expect(preloading.getAttribute('src')).toBe('/api/v1/tracks/2/stream');
    expect(preloading.preload).toBe('auto');

    fire(first, 'ended');
    expect(getPlayerState().index).toBe(1);
    expect(audio()).toBe(preloading);
    expect(audio().paused).toBe(false);
    expect(standby()).toBe(first);
    expect(posts).toHaveBeenLastCalledWith('tracks/2/plays', played());
  });

  it('ignores events of the element that is not playing', () => {
    act(() => player.playTracks(makeTracks(1, 2)));
    fire(standby(), 'ended');
    expect(getPlayerState().index).toBe(0);
  });

  it('skips a track that fails to load, with a toast, and stops when nothing is left', () => {
    const danger = vi.spyOn(toast, 'danger');
    act(() => player.playTracks(makeTracks(1, 2)));
    fire(audio(), 'error');
    expect(getPlayerState().index).toBe(1);
    expect(danger).toHaveBeenCalledWith('Could not play "Track 1"');
    fire(audio(), 'error');
    expect(getPlayerState()).toMatchObject({ index: 1, isPlaying: false });
  });

  it('shows the paused state when the browser blocks autoplay', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    await act(async () => player.playTracks(makeTracks(1)));
    expect(getPlayerState().isPlaying).toBe(false);
  });

  it('shows a pause the system made (headphones unplugged), but not its own', () => {
    act(() => player.playTracks(makeTracks(1, 2)));
    act(() => player.next());
    expect(getPlayerState().isPlaying).toBe(true);
    act(() => audio().pause());
    expect(getPlayerState().isPlaying).toBe(false);
  });

  it('stops and unloads when the queue empties', () => {
    act(() => player.playTracks(makeTracks(1)));
    act(() => player.removeFromQueue(0));
    expect(audio().getAttribute('src')).toBeNull();
    expect(audio().paused).toBe(true);
  });
});
