import type { BenchRoute } from './routes';
import { BENCH_GENRES } from './seed-catalog-words';

/**
 * Issue 15: the admin tracks list over the large catalog's 100,000 tracks as
 * an administrator, sorted by plays (most first) and filtered by one genre,
 * each request another genre (ids 1..16, bench/seed-catalog-rows.ts) and one
 * of the first five pages. The list walks tracks_plays_idx and checks each
 * row's genre on track_genres' primary key (worker/admin/catalog/tracks-list.ts).
 */
export function adminTracksRoutes(adminCookie: () => string): BenchRoute[] {
  const path = (n: number) => `/api/v1/tracks?orderBy=plays&orderDir=desc&genre=${1 + (n % BENCH_GENRES.length)}&page=${1 + (Math.floor(n / BENCH_GENRES.length) % 5)}`;
  return [{ name: 'admin tracks list', path: path(0), headers: { accept: 'application/json' }, cookie: adminCookie, vary: (n) => ({ path: path(n) }) }];
}
