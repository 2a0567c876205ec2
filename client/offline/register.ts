import { getBootstrap } from '../bootstrap/bootstrap-store';
import { getPlayerState } from '../player/player-store';
import { MEDIA_CACHE, META_CACHE, type WorkerMessage } from './offline-keys';

const post = (worker: ServiceWorker | null | undefined, message: WorkerMessage) => worker?.postMessage(message);

/**
 * Loaded lazily by main.tsx after the first render (docs/offline.md):
 * registers /sw.js at scope /, lets a waiting new version take over at this
 * start unless something already plays (it waits for the next start then:
 * never mid-playback), hands the worker the build files this page loaded
 * before it was controlled, sends plays queued offline, and drops saved
 * audio left by a session that ended elsewhere.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (registration.waiting && !getPlayerState().isPlaying) post(registration.waiting, { type: 'skip-waiting' });

  const ready = await navigator.serviceWorker.ready;
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  post(ready.active, { type: 'warm', urls: [...urls, ...[...document.scripts].map((script) => script.src).filter(Boolean)] });

  if (!getBootstrap().user && ((await caches.has(MEDIA_CACHE)) || (await caches.has(META_CACHE)))) {
    const { clearOfflineData } = await import('./downloads');
    await clearOfflineData();
  }
  const { flushPlays } = await import('./play-queue');
  window.addEventListener('online', () => void flushPlays());
  if (navigator.onLine) await flushPlays();
}
