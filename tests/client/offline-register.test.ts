import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../client/offline/register';
import { setPlayerState } from '../../client/player/player-store';

/** A registration whose new version waits beside the running one (a deploy happened since the last start). */
function stubServiceWorker() {
  const waiting = { postMessage: vi.fn() };
  const active = { postMessage: vi.fn() };
  const register = vi.fn(async () => ({ waiting }));
  vi.stubGlobal('navigator', { onLine: false, serviceWorker: { register, ready: Promise.resolve({ active }) } });
  vi.stubGlobal('caches', { has: async () => false });
  return { waiting, active, register };
}

beforeEach(() => setPlayerState({ isPlaying: false }));
afterEach(() => vi.unstubAllGlobals());

describe('service worker updates (docs/offline.md)', () => {
  it('registers /sw.js at scope / and lets a waiting version take over at a start where nothing plays', async () => {
    const { waiting, active, register } = stubServiceWorker();
    await registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    expect(active.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'warm' }));
  });

  it('leaves the new version waiting while something plays: never mid-playback', async () => {
    setPlayerState({ isPlaying: true });
    const { waiting } = stubServiceWorker();
    await registerServiceWorker();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });
});
