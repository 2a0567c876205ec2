import { createHash } from 'node:crypto';
import type { BenchRoute } from './routes';
import type { LargeSeed } from './seed-types';
import { benchUserEmail } from './bench-users';

// Issue 28 part 7: "an empty-query search3 sync of the 100,000-track catalog,
// 500 songs a page: first and last page p99 @1, the last within 1.5x the
// first, each within 5x the ceiling; getAlbumList2 random and a ranged
// stream within 3x the ceiling". Measured routes like the pages (autocannon
// at 1 and 32 connections, bench/measure.ts), as the seeded listener
// bench-user-0 through an app password created for the run; the budgets are
// in bench/budgets.ts.

export const SUBSONIC_SYNC_FIRST = 'subsonic search3 sync, first page';
export const SUBSONIC_SYNC_LAST = 'subsonic search3 sync, last page';
export const SUBSONIC_ALBUM_LIST = 'subsonic getAlbumList2 random';
export const SUBSONIC_STREAM = 'subsonic stream range';
export const SUBSONIC_FIGURES = [SUBSONIC_SYNC_FIRST, SUBSONIC_SYNC_LAST, SUBSONIC_ALBUM_LIST, SUBSONIC_STREAM];

/** Songs a page of the offline sync, as Symfonium and Substreamer ask. */
export const SYNC_PAGE = 500;

/** Who the Subsonic routes sign in as: the account's email and one of its app passwords. */
export type SubsonicCredentials = { username: string; password: string };

/**
 * Creates an app password for the seeded listener through the web API
 * (`POST /api/v1/app-passwords`, docs/api/subsonic.md), with its signed-in
 * cookies and a CSRF pair, then checks it with `ping`: a run whose
 * credentials do not work measures nothing but errors.
 */
export async function createSubsonicCredentials(baseUrl: string, cookie: string): Promise<SubsonicCredentials> {
  const created = await fetch(`${baseUrl}/api/v1/app-passwords`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `${cookie}; XSRF-TOKEN=bench`, 'x-xsrf-token': 'bench' },
    body: JSON.stringify({ name: 'bench' }),
  });
  if (created.status !== 201) throw new Error(`creating an app password answered ${created.status} ${await created.text()}`);
  const { plainTextPassword } = (await created.json()) as { plainTextPassword: string };
  const credentials = { username: benchUserEmail(0), password: plainTextPassword };
  const ping = await fetch(`${baseUrl}${subsonicPath('ping', {}, credentials)}`);
  const answer = (await ping.json()) as { 'subsonic-response'?: { status?: string } };
  if (answer['subsonic-response']?.status !== 'ok') throw new Error(`ping with the app password answered ${JSON.stringify(answer)}`);
  return credentials;
}

/** The offline sync walked once before measuring: its songs, pages, total time and slowest page. */
export type SyncWalk = { songs: number; pages: number; seconds: number; slowest_page_ms: number };

type SearchAnswer = { 'subsonic-response'?: { status?: string; searchResult3?: { song?: unknown[] } } };

/**
 * The empty-query sync as an app runs it, once, before the routes are
 * measured: every page of 500 in order until a short one. Keyset paging
 * remembers where each page ended (worker/subsonic/browse/keyset-paging.ts),
 * so the measured last page continues from the page before it as a real
 * sync's does; an offset that no walk reached would fall back to OFFSET.
 */
export async function walkSync(baseUrl: string, credentials: SubsonicCredentials): Promise<SyncWalk> {
  const started = performance.now();
  let [songs, pages, slowest] = [0, 0, 0];
  for (let offset = 0; ; offset += SYNC_PAGE) {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}${syncPath(offset, credentials)}`);
    const answer = (await response.json()) as SearchAnswer;
    slowest = Math.max(slowest, performance.now() - sent);
    if (answer['subsonic-response']?.status !== 'ok') throw new Error(`search3 at songOffset ${offset} answered ${JSON.stringify(answer).slice(0, 300)}`);
    const page = answer['subsonic-response'].searchResult3?.song?.length ?? 0;
    [songs, pages] = [songs + page, pages + 1];
    if (page < SYNC_PAGE || pages >= 10_000) break;
  }
  return { songs, pages, seconds: Number(((performance.now() - started) / 1000).toFixed(2)), slowest_page_ms: Number(slowest.toFixed(1)) };
}

/** One page of the empty-query sync: songs only. */
const syncPath = (songOffset: number, credentials: SubsonicCredentials) =>
  subsonicPath('search3', { query: '', artistCount: 0, albumCount: 0, songCount: SYNC_PAGE, songOffset }, credentials);

/**
 * `/rest/{method}.view` with token authentication as most apps send it
 * (DSub, Supersonic, Tempo): `t` = md5(password + salt), JSON answers. One
 * salt for the run: the server keeps no record of salts, so a fixed one costs
 * the same as a fresh one.
 */
function subsonicPath(method: string, params: Record<string, string | number>, { username, password }: SubsonicCredentials): string {
  const salt = 'benchsalt';
  const token = createHash('md5').update(password + salt).digest('hex');
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), u: username, t: token, s: salt, v: '1.16.1', c: 'bench', f: 'json' });
  return `/rest/${method}.view?${query}`;
}

/**
 * The measured Subsonic requests: the offline sync's first page and its
 * last (songOffset of the last full or partial page of the catalog's
 * tracks: keyset paging keeps it as fast as the first), a random album
 * list (another draw each request), and a player's first range of a track.
 */
export function subsonicRoutes(credentials: SubsonicCredentials, seed: LargeSeed): BenchRoute[] {
  const sync = (songOffset: number) => syncPath(songOffset, credentials);
  const lastOffset = Math.floor((seed.counts.tracks - 1) / SYNC_PAGE) * SYNC_PAGE;
  return [
    { name: SUBSONIC_SYNC_FIRST, path: sync(0) },
    { name: SUBSONIC_SYNC_LAST, path: sync(lastOffset) },
    { name: SUBSONIC_ALBUM_LIST, path: subsonicPath('getAlbumList2', { type: 'random', size: 20 }, credentials) },
    { name: SUBSONIC_STREAM, path: subsonicPath('stream', { id: seed.samples.trackId }, credentials), headers: { range: 'bytes=0-65535' } },
  ];
}
