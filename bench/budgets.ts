import type { Figure } from './measure';
import type { FanoutFigure } from './notification-fanout';
import type { FollowerFanout } from './follower-fanout';
import type { BareFanout } from './bare-do-fanout';
import type { JamFanout } from './jam-fanout';
import { catalogDeleteWithinLimits } from './catalog-delete';
import { ARTIST_INSIGHTS, PLAYS_REPORT } from './insights';
import { sitemapMemoryUnder, type SitemapFigure } from './sitemap';
import { SUBSONIC_ALBUM_LIST, SUBSONIC_STREAM, SUBSONIC_SYNC_FIRST, SUBSONIC_SYNC_LAST } from './subsonic';
import { COLD_PAGE_NAMES, D1_FLOOR, D1_FLOOR_BESIDE, R2_FLOOR, R2_FLOOR_BESIDE, SIGNED_IN_CEILING, SMART_PLAYLIST } from './routes';

export type BudgetInput = {
  figures: Figure[];
  firstRouteJsGzipBytes: number;
  uploads: { name: string; ratio: number }[];
  fanout?: FanoutFigure[];
  bare?: BareFanout | null;
  followers?: FollowerFanout | null;
  sitemap?: SitemapFigure | null;
  /** Issue 30: a host's command to a full Jam's sockets, and this run's bare Durable Object to as many sockets. */
  jam?: JamFanout | null;
  jamBare?: BareFanout | null;
};
export type BudgetResult = { budget: string; actual: string; pass: boolean };
export type Budget = (input: BudgetInput) => BudgetResult;

const KB = 1000; // kB as Vite reports them

export const find = (figures: Figure[], name: string, connections: number) =>
  figures.find((f) => f.name === name && f.connections === connections);

/** The first of `references` measured at `connections`, and its name. */
function referenceOf(figures: Figure[], references: string | string[], connections: number) {
  const names = [references].flat();
  const name = names.find((n) => find(figures, n, connections)) ?? names[names.length - 1];
  return { reference: name, base: find(figures, name, connections) };
}

/**
 * p99 of `name` at `connections` within `factor` times the p99 of `reference`
 * (the ceiling, or a floor: the first of a list that was measured) at the same count.
 */
export const p99Within =
  (name: string, factor: number, connections = 1, references: string | string[] = 'ceiling'): Budget =>
  ({ figures }) => {
    const { reference, base } = referenceOf(figures, references, connections);
    const route = find(figures, name, connections);
    const ratio = route && base && route.p99 > 0 && base.p99 > 0 ? route.p99 / base.p99 : null;
    return {
      budget: `${name} p99 @${connections} <= ${factor}x ${reference} p99`,
      actual: ratio === null ? 'no 2xx figures' : `${ratio.toFixed(2)}x`,
      pass: ratio !== null && ratio <= factor,
    };
  };

/** rps of `name` at `connections` at least `pct`% of the rps of `reference` (as p99Within's) at the same count. */
export const rpsAtLeast =
  (name: string, pct: number, connections = 32, references: string | string[] = 'ceiling'): Budget =>
  ({ figures }) => {
    const { reference, base } = referenceOf(figures, references, connections);
    const route = find(figures, name, connections);
    const share = route && base && base.rps > 0 ? (100 * route.rps) / base.rps : null;
    return {
      budget: `${name} rps @${connections} >= ${pct}% of ${reference} rps`,
      actual: share === null ? 'no figures' : `${share.toFixed(1)}%`,
      pass: share !== null && share >= pct,
    };
  };

/** An upload's throughput at least `pct`% of the same run's one R2 put of the same bytes (its time at most 100/pct of the put's). */
export const uploadAtLeast =
  (prefix: string, pct: number): Budget =>
  ({ uploads }) => {
    const upload = uploads.find((u) => u.name.startsWith(prefix));
    const share = upload && upload.ratio > 0 ? 100 / upload.ratio : null;
    return {
      budget: `${prefix} throughput >= ${pct}% of one R2 put`,
      actual: share === null ? 'no figure' : `${share.toFixed(1)}%`,
      pass: share !== null && share >= pct,
    };
  };

/**
 * Issue 12: a bare SQLite Durable Object sent a 100-byte message to 200
 * sockets in 5.7 ms at p90 on this machine; the app's fan-out, from the
 * request to the 200th socket, within `factor` times that.
 */
export const BARE_DO_FANOUT_P90_MS = 5.7;
export const fanoutWithin =
  (prefix: string, factor: number): Budget =>
  ({ fanout }) => {
    const f = fanout?.find((x) => x.name.startsWith(prefix));
    const limit = BARE_DO_FANOUT_P90_MS * factor;
    return {
      budget: `${prefix} p90 <= ${factor}x bare DO (${limit.toFixed(1)} ms)`,
      actual: f ? `${f.p90.toFixed(1)} ms` : 'no figure',
      pass: !!f && f.p90 > 0 && f.p90 <= limit,
    };
  };

/**
 * The same rule against this run's own bare Durable Object (bench/bare-do-fanout.ts),
 * as the routes are judged against this run's ceiling: the app's share, whatever the machine's load.
 */
export const fanoutWithinBare =
  (prefix: string, factor: number): Budget =>
  ({ fanout, bare }) => {
    const f = fanout?.find((x) => x.name.startsWith(prefix));
    const ratio = f && bare && bare.p90 > 0 ? f.p90 / bare.p90 : null;
    return {
      budget: `${prefix} p90 <= ${factor}x this run's bare DO p90`,
      actual: ratio === null ? 'no figure' : `${ratio.toFixed(2)}x`,
      pass: ratio !== null && ratio <= factor,
    };
  };

/** Issue 12: every follower of a release notified (stored) within `seconds`, at worst over the run's releases. */
export const followersWithin =
  (seconds: number): Budget =>
  ({ followers }) => ({
    budget: `follower fan-out: ${followers ? followers.followers.toLocaleString('en') : '10,000'} stored within ${seconds} s`,
    actual: followers ? `${followers.seconds_max.toFixed(2)} s` : 'no figure',
    pass: !!followers && followers.seconds_max <= seconds,
  });

export const firstRouteJsUnder =
  (kb: number): Budget =>
  ({ firstRouteJsGzipBytes }) => ({
    budget: `first-route JS < ${kb} kB gzipped`,
    actual: `${(firstRouteJsGzipBytes / KB).toFixed(1)} kB`,
    pass: firstRouteJsGzipBytes > 0 && firstRouteJsGzipBytes < kb * KB,
  });

/**
 * Issue 4's catalog routes, tightened by issue 10 for the Miniflare server:
 * hot pages (one id, answered from the page cache) and a guest's bootstrap
 * data p99 at 1 connection within 1.5x the ceiling's and rps at 32
 * connections at least 60% of it; search (FTS5 prefix matching over 130,000
 * names, ranked) keeps issue 4's 3x and 50%. A
 * signed-in bootstrap data within 2x (issue 24: the signed music_auth
 * snapshot spares it the session and user reads; issue 3 allowed 4x).
 */
const HOT_BUDGETS: { name: string; p99Factor: number; rpsPct: number }[] = [
  { name: 'bootstrap-data', p99Factor: 1.5, rpsPct: 60 },
  { name: 'track page', p99Factor: 1.5, rpsPct: 60 },
  { name: 'album page', p99Factor: 1.5, rpsPct: 60 },
  { name: 'artist page', p99Factor: 1.5, rpsPct: 60 },
  { name: 'home channel', p99Factor: 1.5, rpsPct: 60 },
  { name: 'search', p99Factor: 3, rpsPct: 50 },
];


/**
 * Issue 24: a page that must touch D1 or R2 is judged against the platform
 * floor it stands on (bench/routes.ts), not the ceiling: a cold page pays a
 * D1 read that no cache answers, the stream range an R2 read. These replace
 * issue 10's cold budgets (35% and 20% of the ceiling's rate) and issue 4's
 * stream range (2x and 50%): the floors themselves measure at about 40% of
 * the ceiling's rate and twice its p99 here (docs/bench.md). Each is judged
 * against its floor measured right before it (the `beside` floors of
 * bench/routes.ts) when that was measured, else the one of the run's start.
 */
const D1_FLOORS = [D1_FLOOR_BESIDE, D1_FLOOR];
const R2_FLOORS = [R2_FLOOR_BESIDE, R2_FLOOR];
const FLOOR_BUDGETS: Budget[] = [
  ...COLD_PAGE_NAMES.flatMap((name) => [p99Within(name, 2, 1, D1_FLOORS), rpsAtLeast(name, 70, 32, D1_FLOORS)]),
  p99Within('stream range', 2, 1, R2_FLOORS),
  rpsAtLeast('stream range', 80, 32, R2_FLOORS),
];

/** The budgets of the current stage; later issues append theirs. */
export const BUDGETS: Budget[] = [
  p99Within('html shell', 2),
  p99Within('bootstrap-data (signed in)', 2),
  // Issue 24: what any signed-in route pays before its handler.
  p99Within(SIGNED_IN_CEILING, 1.3),
  ...HOT_BUDGETS.flatMap(({ name, p99Factor, rpsPct }) => [p99Within(name, p99Factor, 1), rpsAtLeast(name, rpsPct, 32)]),
  ...FLOOR_BUDGETS,
  // Issue 13: the admin users list over 100,000 accounts, sorted and filtered.
  p99Within('admin users list', 3),
  // Issue 15: the admin tracks list over 100,000 tracks, sorted by plays and filtered by genre.
  p99Within('admin tracks list', 3),
  // Issue 10: resumable and multipart uploads at 80% of a direct put of the same 50 MiB.
  uploadAtLeast('upload: tus', 80),
  uploadAtLeast('upload: S3-style multipart', 80),
  // Issue 12: live notifications within 2x of a bare Durable Object's fan-out, and a release to 10,000 followers within 10 s.
  fanoutWithin('notification fan-out: 200 tabs of one user', 2),
  fanoutWithin('notification fan-out: 200 users', 2),
  fanoutWithinBare('notification fan-out: 200 tabs of one user', 2),
  fanoutWithinBare('notification fan-out: 200 users', 2),
  // Issue 30: a host's command reaches a full Jam's 32 sockets within 2x a bare Durable Object's fan-out to 32, this run.
  ({ jam, jamBare }) => {
    const ratio = jam && jamBare && jamBare.p90 > 0 ? jam.p90 / jamBare.p90 : null;
    return {
      budget: "jam fan-out: host's seek to 32 sockets p90 <= 2x this run's bare DO to 32 p90",
      actual: ratio === null ? 'no figure' : `${ratio.toFixed(2)}x (${jam!.p90.toFixed(1)} ms vs ${jamBare!.p90.toFixed(1)} ms)`,
      pass: ratio !== null && ratio <= 2,
    };
  },
  followersWithin(10),
  // Issue 16: a year of 1,000,000 plays, read from the daily rollups.
  p99Within(ARTIST_INSIGHTS, 3),
  p99Within(PLAYS_REPORT, 3),
  // Issue 15: deleting an artist with 500 tracks in one request, its one D1 batch within the platform's limits.
  catalogDeleteWithinLimits,
  // Issue 27: a full child sitemap (50,000 tracks) streams: workerd grows by less than 50 MB serving it.
  sitemapMemoryUnder,
  // Issue 28: the OpenSubsonic offline sync (search3, 500 songs a page) keeps its last page as fast as its first (keyset, not OFFSET),
  // each within 5x the ceiling; a random album list and a player's first range of a track within 3x.
  p99Within(SUBSONIC_SYNC_FIRST, 5),
  p99Within(SUBSONIC_SYNC_LAST, 5),
  p99Within(SUBSONIC_SYNC_LAST, 1.5, 1, SUBSONIC_SYNC_FIRST),
  p99Within(SUBSONIC_ALBUM_LIST, 3),
  p99Within(SUBSONIC_STREAM, 3),
  firstRouteJsUnder(150),
  // Issue 30: the first page of a three-rule smart playlist over the 100,000-track catalog, its rules evaluated on every
  // request (no page cache; `smart playlist (cold)`, other pages and sizes, is measured beside it: docs/bench.md).
  p99Within(SMART_PLAYLIST, 5),
];
