import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { setPlayerState } from '../../client/player/player-store';
import { setPlaybackTime } from '../../client/player/playback-time';
import { startScrobbleTracker } from '../../client/scrobbling/scrobble-tracker';
import { makeTrack } from './fixtures/player-fixture';
import { stubFetch } from './fixtures/fetch-stub';
// The tracker imports the offline play queue on demand; loaded here first, so
// that its first import in a test is not a transform racing waitFor's 1 s
// on a loaded machine (it once took longer under the whole suite).
import '../../client/offline/play-queue';

/** The player playing `seconds` of the current track, one timeupdate a second, as the engine reports it. */
function play(from: number, seconds: number) {
  for (let t = from; t <= from + seconds; t++) setPlaybackTime({ position: t });
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  localStorage.clear();
});

const scrobbleApi = () => stubFetch({ 'POST /api/v1/tracks/7/scrobble': { scrobbled: true, connections: 1 }, 'POST /api/v1/tracks/8/scrobble': { scrobbled: true, connections: 1 } });

describe('the scrobble tracker', () => {
  it('reports a listen once half a track is heard, with its start time and an id of its own', async () => {
    const api = scrobbleApi();
    stop = startScrobbleTracker();
    setPlayerState({ queue: [makeTrack(7, { duration: 200_000 })], index: 0, isPlaying: true, playId: 1 });
    setPlaybackTime({ duration: 200, position: 0 });
    play(0, 99);
    expect(api.sent('POST /api/v1/tracks/7/scrobble')).toEqual([]);
    play(99, 5);
    await waitFor(() => expect(api.sent('POST /api/v1/tracks/7/scrobble')).toHaveLength(1));
    const body = api.sent('POST /api/v1/tracks/7/scrobble')[0].body as { scrobble_id: string; started_at: string; played_seconds: number };
    expect(body.played_seconds).toBe(100);
    expect(Math.abs(Date.parse(body.started_at) - Date.now())).toBeLessThan(5_000);
    expect(body.scrobble_id).toMatch(/^[0-9a-f-]{36}$/);
    // Heard to the end: still one scrobble for this listen.
    play(104, 90);
    expect(api.sent('POST /api/v1/tracks/7/scrobble')).toHaveLength(1);
  });

  it('counts neither a seek forward nor time paused, and never a track of 30 s or less', async () => {
    const api = scrobbleApi();
    stop = startScrobbleTracker();
    setPlayerState({ queue: [makeTrack(8, { duration: 600_000 }), makeTrack(7, { duration: 30_000 })], index: 0, isPlaying: true, playId: 1 });
    setPlaybackTime({ duration: 600, position: 0 });
    play(0, 100);
    setPlaybackTime({ position: 400 });
    play(400, 100);
    setPlayerState({ isPlaying: false });
    setPlaybackTime({ position: 560 });
    setPlayerState({ isPlaying: true });
    play(560, 30);
    expect(api.sent('POST /api/v1/tracks/8/scrobble')).toEqual([]);
    play(590, 10);
    await waitFor(() => expect(api.sent('POST /api/v1/tracks/8/scrobble')).toHaveLength(1));
    expect((api.sent('POST /api/v1/tracks/8/scrobble')[0].body as { played_seconds: number }).played_seconds).toBe(240);

    setPlayerState({ index: 1, playId: 2 });
    setPlaybackTime({ duration: 30, position: 0 });
    play(0, 30);
    expect(api.sent('POST /api/v1/tracks/7/scrobble')).toEqual([]);
  });

  it('offline, marks the play the player queued as heard, so it is scrobbled when it is sent', async () => {
    const api = scrobbleApi();
    const startedAt = new Date().toISOString();
    localStorage.setItem('melodia.queued-plays', JSON.stringify([{ track_id: 7, play_id: 'p1', played_at: startedAt }]));
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      stop = startScrobbleTracker();
      setPlayerState({ queue: [makeTrack(7, { duration: 200_000 })], index: 0, isPlaying: true, playId: 1 });
      setPlaybackTime({ duration: 200, position: 0 });
      play(0, 101);
      await waitFor(() => expect(JSON.parse(localStorage.getItem('melodia.queued-plays')!)[0].played_seconds).toBe(100));
      expect(api.sent('POST /api/v1/tracks/7/scrobble')).toEqual([]);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
    }
  });
});
