/**
 * Names shared by the page and the service worker (docs/offline.md): the
 * caches, the synthetic keys under which the shell and the download records
 * are kept, and the messages the page sends the worker.
 */

/** The app shell of one build: `<prefix><version>`; activation deletes the other versions. */
export const SHELL_CACHE_PREFIX = 'melodia-shell-';
/** Saved audio (under each track's stream path) and cover art (under the image's own URL). */
export const MEDIA_CACHE = 'melodia-offline-media';
/** Saved API answers (albums/{id}, playlists/{id}, ...) and the download records. */
export const META_CACHE = 'melodia-offline-meta';

/** The last served index.html (with its bootstrap data), answered to navigations while offline. */
export const SHELL_KEY = '/__offline/shell';
/** One download record per saved collection: `<prefix><kind>/<id>`. */
export const RECORD_PREFIX = '/__offline/downloads/';

export const streamPath = (trackId: number) => `/api/v1/tracks/${trackId}/stream`;

export type WorkerMessage =
  /** Take over now: sent only when nothing plays (client/offline/register.ts). */
  | { type: 'skip-waiting' }
  /** Same-origin files the page loaded before the worker controlled it: kept with the shell. */
  | { type: 'warm'; urls: string[] };
