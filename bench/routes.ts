import type { LargeSeed } from './seed-types';
import { adminTracksRoutes } from './admin-tracks';
import { insightsRoutes } from './insights';
import { BENCH_USER_PASSWORD, benchUserEmail } from './bench-users';
import { subsonicRoutes, type SubsonicCredentials } from './subsonic';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, NOUNS, SEARCH_QUERIES } from './seed-catalog-words';

/**
 * One request the bench measures, at 1 and at 32 connections (DESIGN section 7).
 * Adding a route is one entry in `benchRoutes`; its `name` is the figure's
 * name in bench/results.json.
 */
export type BenchRoute = {
  name: string;
  path: string;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** Signed-in cookies, read each time the route is measured (the runner refreshes them before each route). */
  cookie?: () => string;
  body?: string;
  /**
   * Rewrites the n-th request before it is sent (headers merged), for routes
   * that must not repeat themselves, such as logins under per-account limits
   * or searches that would otherwise hit one cached answer.
   */
  vary?: (n: number) => { path?: string; headers?: Record<string, string>; body?: string };
  /** Measured whenever one of these routes is: a floor measured beside the pages judged against it. */
  beside?: string[];
};

/** What routes may refer to: the seeded admin, the large catalog's sample rows, the signed-in cookies. */
export type RouteContext = {
  admin: { email: string; password: string };
  seed: LargeSeed;
  /** The cookies of a seeded listener, signed in before measuring (bench/sign-in.ts): call it when sending, they are refreshed. */
  listenerCookie: () => string;
  /** The seeded admin's cookies, for the admin lists (issue 13). */
  adminCookie: () => string;
  /** Issue 28: the listener's app password for the Subsonic routes (bench/subsonic.ts); none when they are not selected or it could not be made. */
  subsonic?: SubsonicCredentials | null;
};

/** The trivial JSON route every budget is a ratio to; it answers only under `--var BENCH:1`. */
export const CEILING: BenchRoute = { name: 'ceiling', path: '/api/v1/__bench/ceiling' };

const JSON_ACCEPT = { accept: 'application/json' };

export const D1_FLOOR = 'd1 floor';
export const KV_FLOOR = 'kv floor';
export const R2_FLOOR = 'r2 floor';
export const SIGNED_IN_CEILING = 'signed-in ceiling';
/**
 * The same floors measured again right before the pages judged against them:
 * workerd grows over a full run (to 1.6 GB by the cold pages), and a page
 * measured minutes after the floor was judged against a server in another
 * state. The budgets use these when they were measured (bench/budgets.ts).
 */
export const D1_FLOOR_BESIDE = 'd1 floor (beside the cold pages)';
export const R2_FLOOR_BESIDE = 'r2 floor (beside stream range)';

/**
 * Measured in every run, whatever BENCH_ONLY selects: the ceiling; the
 * platform floors (issue 24), the ceiling plus one `SELECT 1` through the
 * request's D1 session, one KV read or one 64 KiB R2 range read, since
 * Miniflare's D1 and R2 run as Durable Objects on the worker's thread and a
 * page that must touch them cannot beat them; and the ceiling as a signed-in
 * listener, what any signed-in route pays before its handler.
 */
export function baseRoutes(ctx: RouteContext): BenchRoute[] {
  return [
    CEILING,
    { name: D1_FLOOR, path: '/api/v1/__bench/d1-floor' },
    { name: KV_FLOOR, path: '/api/v1/__bench/kv-floor' },
    { name: R2_FLOOR, path: '/api/v1/__bench/r2-floor' },
    { name: SIGNED_IN_CEILING, path: CEILING.path, headers: JSON_ACCEPT, cookie: ctx.listenerCookie },
  ];
}

/**
 * The bench plays the part of Cloudflare's edge: the server trusts this
 * header for the client's address (CLIENT_IP_HEADER, bench/run.ts), so the
 * login route can be many listeners from many addresses.
 */
export const BENCH_CLIENT_IP_HEADER = 'x-bench-client-ip';

// Any matching cookie/header pair passes the double-submit CSRF check.
const CSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

/** The measured routes, in order. Guests: no cookies unless a route sets them. */
export function benchRoutes(ctx: RouteContext): BenchRoute[] {
  return [
    { name: 'bootstrap-data', path: '/api/v1/bootstrap-data', headers: { accept: 'application/json' } },
    {
      name: 'bootstrap-data (signed in)',
      path: '/api/v1/bootstrap-data',
      headers: JSON_ACCEPT,
      cookie: ctx.listenerCookie,
    },
    { name: 'html shell', path: '/', headers: { accept: 'text/html' } },
    // Issue 27: the sitemap index over the 100,000-track catalog (one D1 batch); bench/sitemap.ts reads a full child.
    { name: 'sitemap index', path: '/sitemap.xml', headers: { accept: 'application/xml' } },
    // One PBKDF2 hash in workerd, nothing else: the hash's own share of a login.
    { name: 'password hash', path: '/api/v1/__bench/password-hash' },
    {
      name: 'login',
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...CSRF },
      // Each request is another listener from another address, so the
      // per-account and per-address login limits (which stay on) never trip.
      vary: (n) => ({
        headers: { [BENCH_CLIENT_IP_HEADER]: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({ email: benchUserEmail(n), password: BENCH_USER_PASSWORD, remember: true }),
      }),
    },
    ...catalogRoutes(ctx.seed.samples),
    ...coldRoutes(ctx.seed.counts),
    ...adminRoutes(ctx.adminCookie),
    ...adminTracksRoutes(ctx.adminCookie),
    ...insightsRoutes(ctx.adminCookie, ctx.seed.plays),
    ...(ctx.subsonic ? subsonicRoutes(ctx.subsonic, ctx.seed) : []),
    ...smartPlaylistRoutes(ctx.seed.samples),
  ];
}

export const SMART_PLAYLIST = 'smart playlist';

/**
 * Issue 30: the first page of a three-rule smart playlist (bench/seed-catalog.ts,
 * benchSmartPlaylist) over the 100,000 tracks, as a guest: the rules
 * evaluated now, with the count of what they match.
 */
function smartPlaylistRoutes(samples: LargeSeed['samples']): BenchRoute[] {
  if (!samples.smartPlaylistId) return [];
  const path = `/api/v1/playlists/${samples.smartPlaylistId}/tracks`;
  // Every request another page and size (713 of them, all within the playlist's 1,171 tracks): the pages a listener
  // scrolls through; a figure, with no budget of its own. Nothing caches a playlist's pages: each request evaluates the
  // rules; only the rules themselves are kept per isolate (worker/playlists/smart/known-sources.ts).
  const cold = (n: number) => `${path}?page=${1 + (n % 23)}&perPage=${20 + (Math.floor(n / 23) % 31)}`;
  return [
    { name: SMART_PLAYLIST, path, headers: JSON_ACCEPT },
    { name: `${SMART_PLAYLIST} (cold)`, path: cold(0), headers: JSON_ACCEPT, vary: (n) => ({ path: cold(n) }) },
  ];
}

/** The filters an admin combines on the users list (issue 13), each request another page of one. */
const USER_FILTERS = ['', '&email_verified=false', '&banned=true', '&two_factor=true', '&role=3', '&created_from=2024-01-01&created_to=2024-12-31'];

/**
 * Issue 13: the admin users list over 100,000 accounts as an administrator:
 * newest first or by name, one filter at a time, one of the first five pages.
 */
function adminRoutes(adminCookie: () => string): BenchRoute[] {
  const path = (n: number) =>
    `/api/v1/users?${n % 2 ? 'orderBy=name&orderDir=asc' : 'orderBy=created_at&orderDir=desc'}&page=${1 + (Math.floor(n / 2) % 5)}${USER_FILTERS[Math.floor(n / 10) % USER_FILTERS.length]}`;
  return [{ name: 'admin users list', path: path(0), headers: JSON_ACCEPT, cookie: adminCookie, vary: (n) => ({ path: path(n) }) }];
}

const searchPath = (query: string) => `/api/v1/search?query=${encodeURIComponent(query)}`;

/** Issue 4's pages, as a guest, on the large catalog's sample rows (bench/seed-catalog.ts). */
function catalogRoutes(samples: LargeSeed['samples']): BenchRoute[] {
  return [
    { name: 'track page', path: `/api/v1/tracks/${samples.trackId}`, headers: JSON_ACCEPT },
    { name: 'album page', path: `/api/v1/albums/${samples.albumId}`, headers: JSON_ACCEPT },
    { name: 'artist page', path: `/api/v1/artists/${samples.artistId}`, headers: JSON_ACCEPT },
    { name: 'home channel', path: '/api/v1/channels/home', headers: JSON_ACCEPT },
    {
      name: 'search',
      path: searchPath(String(samples.query)),
      headers: JSON_ACCEPT,
      // Prefixes as typed ('lov', 'mid', 'river'), each matching thousands of names.
      vary: (n) => ({ path: searchPath(SEARCH_QUERIES[n % SEARCH_QUERIES.length]) }),
    },
    { name: R2_FLOOR_BESIDE, path: '/api/v1/__bench/r2-floor', beside: ['stream range'] },
    // What a player's first request for a track asks: the first 64 KiB of the (shared ~1 MB) WAV.
    { name: 'stream range', path: `/api/v1/tracks/${samples.trackId}/stream`, headers: { range: 'bytes=0-65535' } },
  ];
}

/** A uniformly random id in 1..count: the seed numbers every table's rows from 1. */
const randomId = (count: number) => 1 + Math.floor(Math.random() * count);

/** The words names are made of, lower-cased: what a listener types from. */
const VOCABULARY = [...ADJECTIVES, ...NOUNS, ...FIRST_NAMES, ...LAST_NAMES].flatMap((w) => w.toLowerCase().split(' '));

/** A random prefix of 3 letters up to the whole of a random word of the vocabulary. */
function randomPrefix(): string {
  const word = VOCABULARY[Math.floor(Math.random() * VOCABULARY.length)];
  return word.slice(0, 3 + Math.floor(Math.random() * Math.max(1, word.length - 2)));
}

/**
 * A cold search: a random prefix in random letter case, with a random
 * `limit` (8 to 20). The vocabulary has only 549 prefixes, and search
 * answers are cached (the isolate 10 s, the Cache API 60 s, keyed by the
 * query as typed and the limit): at a few thousand requests a second the
 * prefixes alone were nearly all cache hits, so "cold" measured the cache.
 * Case and limit change the key, not the FTS work: about 150,000 keys, so
 * hits are rare, as for a query nobody typed in the last minute.
 */
function coldSearchPath(): string {
  const prefix = [...randomPrefix()].map((letter) => (Math.random() < 0.5 ? letter.toUpperCase() : letter)).join('');
  return `${searchPath(prefix)}&limit=${8 + Math.floor(Math.random() * 13)}`;
}

/**
 * Pages as listeners meet them (issue 10): every request asks for another
 * id drawn uniformly over the whole catalog, or another random prefix, so
 * that no figure is only a cache hit. Math.random, not the request number:
 * the warm-up and the measurement then ask for different ids.
 */
export const COLD_PAGE_NAMES = ['track page (cold)', 'album page (cold)', 'artist page (cold)', 'search (cold)'];

function coldRoutes(counts: LargeSeed['counts']): BenchRoute[] {
  const cold = (name: string, path: (n: number) => string): BenchRoute => ({ name, path: path(0), headers: JSON_ACCEPT, vary: (n) => ({ path: path(n) }) });
  return [
    { name: D1_FLOOR_BESIDE, path: '/api/v1/__bench/d1-floor', beside: COLD_PAGE_NAMES },
    cold('track page (cold)', () => `/api/v1/tracks/${randomId(counts.tracks)}`),
    cold('album page (cold)', () => `/api/v1/albums/${randomId(counts.albums)}`),
    cold('artist page (cold)', () => `/api/v1/artists/${randomId(counts.artists)}`),
    cold('search (cold)', coldSearchPath),
  ];
}
