// `npm run bench` (DESIGN section 7): seeds its own local state, serves it
// on the local server of `npm start` (scripts/local-server.ts) on 127.0.0.1, measures every route of bench/routes.ts at
// 1 and 32 connections against the `ceiling` route (and the platform floors) of the same run, sizes the
// first route's JavaScript and the worker bundle, times a fresh start, prints a table and writes bench/results.json.
// Budget misses never fail the run; a broken run exits non-zero.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ADMIN } from '../db/seed/admin-defaults';
import { BUDGETS } from './budgets';
import { binArgs, ROOT, run } from './exec';
import { firstRouteJs } from './first-route-js';
import { measure, warmUp, type Measurement } from './measure';
import { ratios, renderFanout, renderReport } from './report';
import { BENCH_CLIENT_IP_HEADER, baseRoutes, benchRoutes, CEILING, type RouteContext } from './routes';
import { cookieJar, signInAdmin, signInListener } from './sign-in';
import { workerBundle } from './worker-bundle';
import { measureFreshStart } from './fresh-start';
import { measureUsersExport, type ExportFigure } from './admin-export';
import { measureUploads, type UploadFigure } from './upload-throughput';
import { FANOUT_ROUNDS, measureNotificationFanout, type FanoutFigure } from './notification-fanout';
import { measureFollowerFanout, type FollowerFanout } from './follower-fanout';
import { measureBareFanout, type BareFanout } from './bare-do-fanout';
import { JAM_FANOUT, JAM_SOCKETS, measureJamFanout, type JamFanout } from './jam-fanout';
import type { LargeSeed } from './seed-types';
import { measureCatalogDelete } from './catalog-delete';
import { measureSitemap, renderSitemap, type SitemapFigure } from './sitemap';
import { createSubsonicCredentials, SUBSONIC_FIGURES, SUBSONIC_SYNC_LAST, walkSync, type SyncWalk } from './subsonic';
import { workerdMemory } from './workerd-memory';
import { ARTIST_INSIGHTS, PLAYS_REPORT, rollUpBenchPlays } from './insights';
import { buildSearchPrefixes, fireMinuteCron } from './search-prefixes';
import { localWranglerEnv, startLocalServer, type ChildServer, type ServeOptions } from '../scripts/local-server';

const STATE = 'bench/.state'; // relative to ROOT, gitignored
const CLIENT_DIR = join(ROOT, 'dist', 'client');
const WORKER_DIR = join(ROOT, 'dist', 'worker');
const RESULTS = join(ROOT, 'bench', 'results.json');
const CONNECTIONS = [1, 32];

function seconds(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0 || value > 600) throw new Error(`${name} must be a number of seconds in (0, 600]`);
  return value;
}
const DURATION = seconds('BENCH_DURATION', 5);
const WARMUP = seconds('BENCH_WARMUP', 1);

const log = (message: string) => console.error(`[bench] ${message}`);

/**
 * BENCH_ONLY=name[,name...] measures only the routes whose names contain one
 * of the words (the ceiling, the floors and the signed-in ceiling always run; `upload` selects the upload
 * figures, `fan-out` issue 12's notification figures and issue 30's Jam fan-out, `jam` the latter alone): a quick check of
 * one route while working on it. A full run is the one to record in
 * docs/bench.md.
 */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((word) => word.trim()).filter(Boolean);
const selected = (name: string) => !ONLY.length || ONLY.some((word) => name.includes(word));

/** Builds the client and the worker bundle (`npm run build`): the figures are always of the code in the tree. */
async function build() {
  log('building the client and the worker bundle (npm run build)');
  await run('npm run build', ['npm', ['run', '--silent', 'build']], { timeoutMs: 300_000, env: localWranglerEnv() });
}

/**
 * BENCH_REUSE_STATE=1 keeps the last run's seeded state (new migrations are
 * still applied): about four minutes less per run while trying a change.
 * Figures quoted in docs/bench.md come from a freshly seeded state.
 */
const REUSE_STATE = process.env.BENCH_REUSE_STATE === '1';

async function prepareState(admin: { email: string; password: string }): Promise<LargeSeed> {
  const reused = REUSE_STATE && existsSync(join(ROOT, STATE, 'seed.json'));
  if (!reused) rmSync(join(ROOT, STATE), { recursive: true, force: true });
  log(`applying migrations to ${STATE}`);
  await run('wrangler d1 migrations apply', binArgs('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE]), {
    timeoutMs: 180_000,
    env: { ...localWranglerEnv(), CI: '1' },
  });
  if (reused) {
    log('reusing the seeded state (BENCH_REUSE_STATE=1)');
    // The last run's Cache API entries go: cold search would otherwise answer every prefix the last run asked from the cache.
    rmSync(join(ROOT, STATE, 'v3', 'cache'), { recursive: true, force: true });
  } else {
    log('seeding (bench/seed-state.ts)');
    await run('seeding', binArgs('tsx', ['bench/seed-state.ts']), {
      timeoutMs: 600_000,
      env: { ...localWranglerEnv(), CI: '1', BENCH_STATE: STATE, SEED_ADMIN_EMAIL: admin.email, SEED_ADMIN_PASSWORD: admin.password },
    });
  }
  const seed = JSON.parse(readFileSync(join(ROOT, STATE, 'seed.json'), 'utf8')) as LargeSeed;
  const counts = Object.entries(seed.counts).map(([table, n]) => `${n} ${table}`).join(', ');
  log(`seeded ${counts}${seed.seconds === undefined ? '' : ` in ${seed.seconds} s`}`);
  return seed;
}

async function measureAll(baseUrl: string, ctx: RouteContext, refreshCookies: () => Promise<void>): Promise<Measurement[]> {
  const figures: Measurement[] = [];
  // The ceiling and the floors first, then the routes in order, all within one server run.
  for (const route of [...baseRoutes(ctx), ...benchRoutes(ctx).filter((r) => selected(r.name) || r.beside?.some(selected))]) {
    // A browser's cookies: a fresh music_auth (at most 60 s old) for every run.
    await refreshCookies();
    const warm = await warmUp(baseUrl, route, WARMUP);
    if (warm.non2xx + warm.errors > 0) {
      log(`warning: ${route.name} answered ${JSON.stringify(warm.statusCodes)} with ${warm.errors} errors while warming up`);
    }
    for (const connections of CONNECTIONS) {
      log(`${route.name} @${connections} for ${DURATION} s`);
      await refreshCookies();
      figures.push(await measure(baseUrl, route, connections, DURATION));
    }
  }
  return figures;
}

async function main() {
  const started = Date.now();
  const admin = {
    email: process.env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN.adminEmail,
    password: process.env.SEED_ADMIN_PASSWORD ?? DEFAULT_ADMIN.adminPassword,
  };
  await build();
  const bundle = workerBundle(WORKER_DIR);
  const seed = await prepareState(admin);

  log('starting the local server');
  const serve: ServeOptions = { persistTo: STATE, vars: { BENCH: '1', CLIENT_IP_HEADER: BENCH_CLIENT_IP_HEADER } };
  server = await startLocalServer({ ...serve, readyPath: CEILING.path, timeoutMs: 90_000 });
  let figures: Measurement[];
  let uploads: UploadFigure[];
  let exported: ExportFigure | null = null;
  let fanout: FanoutFigure[] = [];
  let bare: BareFanout | null = null;
  let followers: FollowerFanout | null = null;
  let sitemap: SitemapFigure | null = null;
  let subsonicSync: SyncWalk | null = null;
  let jam: JamFanout | null = null;
  let jamBare: BareFanout | null = null;
  try {
    const url = server.url;
    const [listener, adminJar] = (await Promise.all([signInListener(url), signInAdmin(url, admin)])).map((cookie) => cookieJar(url, cookie));
    const refreshCookies = async () => {
      await Promise.all([listener.refresh(), adminJar.refresh()]);
    };
    // The helpers below take the admin's cookies as they are when called: refreshed first.
    const adminCookie = async () => {
      await refreshCookies();
      return adminJar.cookie();
    };
    // The reports read rolled-up days, as they would a day after the cron ran.
    const rollup = seed.plays && (selected(ARTIST_INSIGHTS) || selected(PLAYS_REPORT)) ? await rollUpBenchPlays(server.url, seed.plays, join(ROOT, STATE), log) : null;
    // Search reads the hot prefixes' stored ids and whole answers, as it would once the crons have run (decisions 036, 037), and the minute's cron keeps firing.
    const prefixes = selected('search') || selected('search (cold)') ? await buildSearchPrefixes(server.url, log) : null;
    const stopMinuteCron = prefixes ? fireMinuteCron(server.url, log) : () => {};
    // Issue 28: the Subsonic routes sign in with an app password of the listener, made once for the run.
    const subsonic = SUBSONIC_FIGURES.some(selected)
      ? await createSubsonicCredentials(server.url, listener.cookie()).catch((error: unknown) => {
          log(`warning: no app password for the Subsonic figures: ${String(error)}`);
          return null;
        })
      : null;
    if (subsonic && selected(SUBSONIC_SYNC_LAST)) {
      log('subsonic: walking the empty-query search3 sync once, 500 songs a page, as an app does before the last page is measured');
      subsonicSync = await walkSync(server.url, subsonic).catch((error: unknown) => {
        log(`warning: the search3 sync walk failed: ${String(error)}`);
        return null;
      });
      if (subsonicSync) log(`subsonic: ${subsonicSync.songs} songs in ${subsonicSync.pages} pages in ${subsonicSync.seconds} s (slowest page ${subsonicSync.slowest_page_ms} ms)`);
    }
    figures = await measureAll(server.url, { admin, seed, listenerCookie: listener.cookie, adminCookie: adminJar.cookie, subsonic }, refreshCookies).finally(stopMinuteCron);
    if (rollup) figures.push(rollup);
    if (prefixes) figures.push(...prefixes);
    if (selected('export')) {
      log('users CSV export: every user, with workerd memory sampled');
      exported = await measureUsersExport(server.url, await adminCookie(), server.pid).catch((error: unknown) => {
        log(`warning: the export figure failed: ${String(error)}`);
        return null;
      });
    }
    if (selected('sitemap')) {
      log('sitemap: the index, then a full child of 50,000 tracks, with workerd memory sampled');
      sitemap = await measureSitemap(server.url, workerdMemory(server.pid)).catch((error: unknown) => {
        log(`warning: the sitemap figure failed: ${String(error)}`);
        return null;
      });
    }
    uploads = [];
    if (selected('upload')) {
      log('uploads: 50 MiB through one R2 put, tus and S3-style multipart');
      uploads = await measureUploads(server.url, admin).catch((error: unknown) => {
        log(`warning: the upload figures failed: ${String(error)}`);
        return [];
      });
    }
    if (selected('notification fan-out')) {
      log('notification fan-out: first the yardstick, a bare Durable Object sending to 200 sockets');
      bare = await measureBareFanout(200, FANOUT_ROUNDS * 2).catch((error: unknown) => {
        log(`warning: the bare Durable Object figure failed: ${String(error)}`);
        return null;
      });
      log('notification fan-out: 200 sockets of one user and of 200 users');
      fanout = await measureNotificationFanout(server.url, await adminCookie(), Number(seed.samples.fanoutRoleId), join(ROOT, STATE), log).catch((error: unknown) => {
        log(`warning: the notification fan-out figures failed: ${String(error)}`);
        return [];
      });
    }
    if (selected(JAM_FANOUT)) {
      // Issue 30: the yardstick first, a bare Durable Object sending to as many sockets as a full Jam has.
      log(`${JAM_FANOUT}: first the yardstick, a bare Durable Object sending to ${JAM_SOCKETS} sockets`);
      jamBare = await measureBareFanout(JAM_SOCKETS, FANOUT_ROUNDS * 2).catch((error: unknown) => {
        log(`warning: the bare Durable Object figure failed: ${String(error)}`);
        return null;
      });
      jam = await measureJamFanout(server.url, Number(seed.samples.trackId), FANOUT_ROUNDS * 2, log).catch((error: unknown) => {
        log(`warning: the Jam fan-out figure failed: ${String(error)}`);
        return null;
      });
    }
    if (selected('follower fan-out')) {
      log(`follower fan-out: releases to ${seed.samples.fanoutFollowers} followers`);
      followers = await measureFollowerFanout(server.url, await adminCookie(), join(ROOT, STATE), Number(seed.samples.fanoutFollowers), log).catch((error: unknown) => {
        log(`warning: the follower fan-out figure failed: ${String(error)}`);
        return null;
      });
    }
    if (selected('catalog delete')) {
      // Like the figures above, a failure here loses this figure, not the run's others.
      const deletion = await measureCatalogDelete(server.url, await adminCookie(), listener.cookie(), log).catch((error: unknown) => {
        log(`warning: the catalog delete figure failed: ${String(error)}`);
        return null;
      });
      if (deletion) figures.push(deletion);
    }
  } finally {
    await server.stop();
    server = null;
  }
  // Alone on the machine, after the measured server stopped: a second server on the same state, from its start.
  log('fresh start: a new local server on the same state, to its first answer');
  const fresh = await measureFreshStart(async (readyPath) => {
    server = await startLocalServer({ ...serve, readyPath, timeoutMs: 90_000 });
    return server;
  }).catch((error: unknown) => {
    log(`warning: the fresh start figure failed: ${String(error)}`);
    return null;
  });
  server = null;

  const js = firstRouteJs(CLIENT_DIR);
  const budgets = BUDGETS.map((b) => b({ figures, firstRouteJsGzipBytes: js.gzipBytes, uploads, fanout, bare, followers, sitemap, jam, jamBare }));
  console.log(renderReport(figures, js, budgets, bundle, fresh));
  for (const u of uploads) console.log(`${u.name.padEnd(52)} ${u.seconds.toFixed(2).padStart(7)} s ${String(u.mib_per_s).padStart(7)} MiB/s ${u.ratio.toFixed(2).padStart(6)}x the R2 put`);
  const fanoutLines = renderFanout(fanout, bare, followers);
  if (fanoutLines) console.log(fanoutLines);
  if (jam && jamBare) console.log(`${jamBare.name} (this run's yardstick for the Jam, ${jamBare.rounds} rounds): p50 ${jamBare.p50.toFixed(1)} ms, p90 ${jamBare.p90.toFixed(1)} ms`);
  if (jam) console.log(`${jam.name} (${jam.rounds} rounds): p50 ${jam.p50.toFixed(1)} ms, p90 ${jam.p90.toFixed(1)} ms; first to last socket p90 ${jam.spread_p90.toFixed(1)} ms`);
  if (exported) console.log(`${exported.name}: ${exported.rows} rows, ${exported.megabytes} MB in ${exported.seconds} s; workerd memory ${exported.rss_start_mb} MB at the start, ${exported.rss_peak_mb} MB at the peak`);
  if (sitemap) console.log(renderSitemap(sitemap));

  const results = {
    figures: figures.map(({ name, connections, rps, p50, p99 }) => ({ name, connections, rps, p50, p99 })),
    first_route_js_gzip_bytes: js.gzipBytes,
    worker_bundle_bytes: bundle.rawBytes,
    worker_bundle_gzip_bytes: bundle.gzipBytes,
    worker_bundle_files: bundle.files,
    first_request_ms: fresh?.first_request_ms ?? null,
    start_to_first_200_ms: fresh?.start_to_first_200_ms ?? null,
    uploads,
    users_export: exported,
    sitemap,
    subsonic_sync: subsonicSync,
    notification_fanout: fanout,
    bare_do_fanout: bare,
    follower_fanout: followers,
    jam_fanout: jam,
    jam_bare_do_fanout: jamBare,
    ratios: ratios(figures),
    budgets,
    errors: figures.filter((f) => f.non2xx + f.errors > 0).map(({ name, connections, non2xx, errors, statusCodes }) => ({ name, connections, non2xx, errors, statusCodes })),
    first_route_js_files: js.files,
    seed_counts: seed.counts,
    seed_samples: seed.samples,
    run: { date: new Date().toISOString(), duration_s: DURATION, warmup_s: WARMUP, node: process.version, wall_s: Math.round((Date.now() - started) / 1000), seed_s: seed.seconds ?? null },
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote bench/results.json in ${results.run.wall_s} s`);
}

let server: ChildServer | null = null;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the local server`);
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().then(
  () => process.exit(0),
  async (err: unknown) => {
    console.error(`[bench] the run broke: ${err instanceof Error ? err.message : String(err)}`);
    await server?.stop();
    process.exit(1);
  },
);
