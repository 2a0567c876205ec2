import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMediaSession } from '../../client/player/media-session';
import { currentTrack, getPlayerState, player } from '../../client/player/player-store';
import { setPlaybackTime } from '../../client/player/playback-time';
import { setRemoteTransport } from '../../client/player/remote-transport';
import { makeTrack, makeTracks, resetPlayer } from './fixtures/player-fixture';

/** happy-dom has no Media Session API: a recording stand-in. */
function mockMediaSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => handlers.set(action, handler),
    setPositionState: vi.fn(),
  };
  vi.stubGlobal('MediaMetadata', class {
    constructor(init: MediaMetadataInit) {
      Object.assign(this, init);
    }
  });
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  const run = (action: string, details: Partial<MediaSessionActionDetails> = {}) =>
    act(() => handlers.get(action)!({ action: action as MediaSessionAction, ...details }));
  return { session, run };
}

let stop: () => void;

beforeEach(() => {
  resetPlayer();
  act(() => player.playTracks([makeTrack(1, { name: 'One More Time', image: '/covers/1.jpg' }), ...makeTracks(2)]));
});
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaSession');
  resetPlayer();
});

describe('media session', () => {
  it('publishes metadata, play state and position', () => {
    const { session } = mockMediaSession();
    stop = startMediaSession();
    expect(session.metadata).toMatchObject({ title: 'One More Time', artist: 'Daft Punk', album: 'Album', artwork: [{ src: '/covers/1.jpg' }] });
    expect(session.playbackState).toBe('playing');
    act(() => setPlaybackTime({ position: 30, duration: 200 }));
    expect(session.setPositionState).toHaveBeenLastCalledWith({ duration: 200, position: 30, playbackRate: 1 });
    act(() => player.pause());
    expect(session.playbackState).toBe('paused');
  });

  it('routes the system media controls to the player', () => {
    const { run } = mockMediaSession();
    stop = startMediaSession();
    act(() => setPlaybackTime({ position: 30, duration: 200 }));
    run('pause');
    expect(getPlayerState().isPlaying).toBe(false);
    run('play');
    expect(getPlayerState().isPlaying).toBe(true);
    run('seekforward');
    expect(getPlayerState().seekRequest?.seconds).toBe(40);
    run('seekbackward', { seekOffset: 5 });
    expect(getPlayerState().seekRequest?.seconds).toBe(25);
    run('seekto', { seekTime: 99 });
    expect(getPlayerState().seekRequest?.seconds).toBe(99);
    run('nexttrack');
    expect(currentTrack(getPlayerState())?.id).toBe(2);
    act(() => setPlaybackTime({ position: 1 }));
    run('previoustrack');
    expect(currentTrack(getPlayerState())?.id).toBe(1);
  });

  it('sends the system media controls to a Jam that owns playback, and nowhere for a guest without control', () => {
    const { run } = mockMediaSession();
    stop = startMediaSession();
    const jam = { canControl: true, playPause: vi.fn(), next: vi.fn(), previous: vi.fn(), seek: vi.fn() };
    act(() => setRemoteTransport(jam));
    try {
      act(() => setPlaybackTime({ position: 30, duration: 200 }));
      run('pause');
      run('play');
      run('nexttrack');
      run('previoustrack');
      run('seekforward');
      run('seekto', { seekTime: 99 });
      expect(jam.playPause).toHaveBeenCalledTimes(1);
      expect([jam.next.mock.calls.length, jam.previous.mock.calls.length]).toEqual([1, 1]);
      expect(jam.seek.mock.calls).toEqual([[40], [99]]);
      // The local player was not touched.
      expect(currentTrack(getPlayerState())?.id).toBe(1);
      expect(getPlayerState().seekRequest).toBeFalsy();
      act(() => setRemoteTransport({ ...jam, canControl: false }));
      run('nexttrack');
      expect(jam.next).toHaveBeenCalledTimes(1);
      expect(currentTrack(getPlayerState())?.id).toBe(1);
    } finally {
      act(() => setRemoteTransport(null));
    }
  });

  it('does nothing where the API is missing', () => {
    stop = startMediaSession();
    expect(() => act(() => player.next())).not.toThrow();
  });
});
