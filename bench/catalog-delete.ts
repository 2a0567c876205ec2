import type { Budget } from './budgets';
import type { Measurement } from './measure';
import { BENCH_CLIENT_IP_HEADER } from './routes';

// Issue 15, `catalog delete`: "deleting an artist with 500 tracks finishes in
// one request under the platform's limits". The bench seeds, through the
// app's own API on the bench server, an artist with 500 tracks (backstage
// publishes), a listener's likes of 100 of them, a playlist holding 100, and
// plays of 100; then times one DELETE artists/{id} as the admin, and reports
// the statements of its one D1 batch (the X-Deletion-Statements header) and
// the time, as a figure of the run's table (docs/api/catalog-deletion.md).

const TRACKS = Number(process.env.BENCH_DELETE_TRACKS ?? 500);
const REFERENCED = 100;
const PARALLEL = 8;
export const CATALOG_DELETE_NAME = 'catalog delete: artist with';
/** Workers' limits the one request must stay under: D1's 30 s a query (the batch is one call) and 50 subrequests on the Free plan. */
const LIMIT_MS = 30_000;
const LIMIT_STATEMENTS = 50;

type Cookie = string;
const headers = (cookie: Cookie, address: string) => ({
  accept: 'application/json',
  'content-type': 'application/json',
  cookie: `${cookie}; XSRF-TOKEN=bench`,
  'x-xsrf-token': 'bench',
  [BENCH_CLIENT_IP_HEADER]: address,
});

async function call<T>(baseUrl: string, method: string, path: string, cookie: Cookie, body?: unknown, address = '192.0.2.40'): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, { method, headers: headers(cookie, address), body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Runs `work` over `items` with at most PARALLEL in flight. */
async function pool<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]);
      }
    }),
  );
  return out;
}

export async function measureCatalogDelete(baseUrl: string, adminCookie: Cookie, listenerCookie: Cookie, log: (m: string) => void): Promise<Measurement> {
  const artist = `Bench Deletion Artist ${Date.now().toString(36)}`;
  log(`catalog delete: publishing ${TRACKS} tracks of one artist`);
  const publish = async (i: number) =>
    (await call<{ track: { id: number } }>(baseUrl, 'POST', 'backstage/tracks', adminCookie, { name: `Bench deletion ${i + 1}`, artists: [artist], duration: 180_000 })).track.id;
  // The first publish alone: it creates the artist, which concurrent first publishes would each create (backstage finds or creates by name).
  const ids = [await publish(0), ...(await pool(Array.from({ length: TRACKS - 1 }, (_, i) => i + 1), publish))];
  const referenced = ids.slice(0, REFERENCED);
  log(`catalog delete: likes, plays and a playlist of ${referenced.length} tracks`);
  await pool(referenced, (id) => call(baseUrl, 'PUT', `likes/track/${id}`, listenerCookie));
  await pool(referenced, (id) => call(baseUrl, 'POST', `tracks/${id}/plays`, listenerCookie, {}, '192.0.2.41'));
  const { playlist } = await call<{ playlist: { id: number } }>(baseUrl, 'POST', 'playlists', listenerCookie, { name: 'Bench deletion mix' });
  // A call adds at most 50 tracks (PLAYLIST_TRACKS_PER_CALL).
  for (let i = 0; i < referenced.length; i += 50) await call(baseUrl, 'POST', `playlists/${playlist.id}/tracks`, listenerCookie, { ids: referenced.slice(i, i + 50) });
  const { artists } = await call<{ artists: { id: number; name: string }[] }>(baseUrl, 'GET', `search?query=${encodeURIComponent(artist)}`, listenerCookie);
  const artistId = artists.find((a) => a.name === artist)?.id;
  if (!artistId) throw new Error('the seeded artist was not found');

  const preview = await call<{ tracks: number; likes: number; plays: number; playlist_entries: number }>(
    baseUrl,
    'GET',
    `admin/deletion-preview?type=artist&ids=${artistId}`,
    adminCookie,
  );
  log(`catalog delete: deleting the artist (${preview.tracks} tracks, ${preview.likes} likes, ${preview.plays} plays, ${preview.playlist_entries} playlist entries)`);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/artists/${artistId}`, { method: 'DELETE', headers: headers(adminCookie, '192.0.2.40') });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  const statements = Number(response.headers.get('X-Deletion-Statements') ?? 0);
  const ok = response.status === 200;
  const round = (n: number) => Number(n.toFixed(2));
  return {
    name: `${CATALOG_DELETE_NAME} ${preview.tracks} tracks (1 request, ${statements} statements)`,
    connections: 1,
    rps: ok ? round(1000 / ms) : 0,
    p50: round(ms),
    p99: round(ms),
    responses: 1,
    non2xx: ok ? 0 : 1,
    errors: 0,
    statusCodes: { [response.status]: 1 },
  };
}

/** One request, 200, its batch within D1's statement and time limits. */
export const catalogDeleteWithinLimits: Budget = ({ figures }) => {
  const f = figures.find((x) => x.name.startsWith(CATALOG_DELETE_NAME));
  const statements = f ? Number(/(\d+) statements/.exec(f.name)?.[1] ?? 0) : 0;
  return {
    budget: `catalog delete: an artist with ${TRACKS} tracks in 1 request, <= ${LIMIT_STATEMENTS} statements, < ${LIMIT_MS / 1000} s`,
    actual: f ? `${statements} statements, ${f.p99.toFixed(0)} ms` : 'no figure',
    pass: !!f && f.rps > 0 && statements > 0 && statements <= LIMIT_STATEMENTS && f.p99 < LIMIT_MS,
  };
};
