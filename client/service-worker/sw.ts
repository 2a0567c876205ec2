/**
 * The service worker (docs/offline.md), built by vite.config.ts's
 * serviceWorker() plugin into dist/client/sw.js with this build's precache
 * list and version, and served with no-cache at scope / (worker/spa/service-worker.ts).
 *
 * - The shell: the entry's scripts and styles precached per build; other
 *   /assets/ files cached on first use; navigations from the network, the last
 *   served page kept and answered while offline.
 * - Saved downloads: a track's stream path answered from the saved audio (206
 *   for a Range), saved cover art and API answers when the network fails.
 * - Updates: a new version waits; the page tells it to take over at its next
 *   start when nothing plays (client/offline/register.ts), never mid-playback.
 */
import { MEDIA_CACHE, META_CACHE, SHELL_CACHE_PREFIX, SHELL_KEY, type WorkerMessage } from '../offline/offline-keys';
import { rangedResponse } from './ranged-response';
import type { ExtendableEvent, ServiceWorkerScope } from './sw-types';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

const sw = self as unknown as ServiceWorkerScope;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__SW_VERSION__}`;
const PUBLIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png'];
const STREAM_PATH = /^\/api\/v1\/tracks\/\d+\/stream$/;
const SHELL_FILE = /^\/(assets|icons)\/|^\/(favicon\.svg|manifest\.webmanifest)$/;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([...__SW_PRECACHE__, ...PUBLIC_FILES]);
      // The page that registered the worker was served before it: keep that page for offline starts.
      await keepShell(await fetch('/', { credentials: 'same-origin' }).catch(() => null));
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage;
  if (message?.type === 'skip-waiting') event.waitUntil(sw.skipWaiting());
  if (message?.type === 'warm') event.waitUntil(warm(message.urls));
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') return event.respondWith(navigation(request, event));
  if (STREAM_PATH.test(url.pathname)) return event.respondWith(audio(request));
  if (SHELL_FILE.test(url.pathname)) return event.respondWith(shellFile(request, event));
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/storage/')) event.respondWith(savedOnFailure(request));
});

/** Only a whole, successful, same-origin page is kept (a 503 "not built" page is not). */
async function keepShell(response: Response | null): Promise<void> {
  if (!response?.ok || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
  const cache = await caches.open(META_CACHE);
  await cache.put(SHELL_KEY, response);
}

async function navigation(request: Request, event: ExtendableEvent): Promise<Response> {
  try {
    const response = await fetch(request);
    event.waitUntil(keepShell(response.clone()));
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_KEY, { cacheName: META_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** The saved audio when the track was downloaded (even online: no bytes twice), else the network. */
async function audio(request: Request): Promise<Response> {
  const saved = await caches.match(new URL(request.url).pathname, { cacheName: MEDIA_CACHE });
  if (!saved) return fetch(request);
  return rangedResponse(saved, request.headers.get('Range'));
}

/** Hashed build files never change: the cache first, the network once. */
async function shellFile(request: Request, event: ExtendableEvent): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
}

/** API reads and images from the network; a saved copy (downloads) when the network fails. */
async function savedOnFailure(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const url = new URL(request.url);
    const saved = (await caches.match(url.pathname + url.search, { cacheName: META_CACHE })) ?? (await caches.match(url.pathname + url.search, { cacheName: MEDIA_CACHE }));
    if (saved) return saved;
    throw error;
  }
}

async function warm(urls: string[]): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const wanted = urls.map((href) => new URL(href)).filter((url) => url.origin === sw.location.origin && url.pathname.startsWith('/assets/'));
  await Promise.all(wanted.map(async (url) => ((await cache.match(url.pathname)) ? undefined : cache.add(url.pathname).catch(() => {}))));
}
