// `npm run profile`: where a bench route's time goes inside the app's isolate.
// Inside workerd a handler cannot time its own CPU (the clock stands still
// between I/O events), so this takes a V8 CPU profile of the app's isolate
// through the inspector while one client requests the route in a loop, and
// prints the functions with the most self time. It reuses the state of the
// last `npm run bench` (bench/.state) and its built bundle.
//
//   PROFILE_ROUTE=<part of a bench route's name> (default "search3 sync, first")
//   PROFILE_SECONDS=<seconds of sampling> (default 10)
//
// The full profile goes to bench/.state/<route>.cpuprofile (open it in
// Chrome's DevTools, Performance tab, or speedscope).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ADMIN } from '../db/seed/admin-defaults';
import { freePort, LOCAL_CONFIG, startLocalServer, type ChildServer, type LocalWorkerConfig } from '../scripts/local-server';
import { ROOT } from './exec';
import { appIsolateUrl, inspect } from './inspector';
import { BENCH_CLIENT_IP_HEADER, baseRoutes, benchRoutes, CEILING, type BenchRoute } from './routes';
import type { LargeSeed } from './seed-types';
import { cookieJar, signInAdmin, signInListener } from './sign-in';
import { createSubsonicCredentials } from './subsonic';

const STATE = 'bench/.state';
const wanted = process.env.PROFILE_ROUTE ?? 'search3 sync, first';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Sends the route's request once (its n-th variant), reading the whole answer; its status. */
async function send(baseUrl: string, route: BenchRoute, n: number): Promise<number> {
  const variant = route.vary?.(n) ?? {};
  const headers = { ...route.headers, ...variant.headers, ...(route.cookie ? { cookie: route.cookie() } : {}) };
  const response = await fetch(`${baseUrl}${variant.path ?? route.path}`, { method: route.method ?? 'GET', headers, body: variant.body ?? route.body });
  await response.arrayBuffer();
  return response.status;
}

/** Self time by function (name and place), largest first, as shares of the sampled time. */
function selfTimes(profile: Profile) {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, n) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[n] ?? 0)));
  const total = [...byNode.values()].reduce((sum, us) => sum + us, 0);
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = byNode.get(node.id) ?? 0;
    if (!us) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${place}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  return { total, rows: [...byFunction.entries()].sort((a, b) => b[1] - a[1]) };
}

async function main() {
  if (!existsSync(join(ROOT, STATE, 'seed.json'))) throw new Error(`no bench state: run \`npm run bench\` once first (${STATE})`);
  const seed = JSON.parse(readFileSync(join(ROOT, STATE, 'seed.json'), 'utf8')) as LargeSeed;
  const inspectorPort = await freePort();
  let server: ChildServer | undefined;
  try {
    server = await startLocalServer({ persistTo: STATE, vars: { BENCH: '1', CLIENT_IP_HEADER: BENCH_CLIENT_IP_HEADER }, inspectorPort, readyPath: CEILING.path, timeoutMs: 90_000 });
    const admin = { email: process.env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN.adminEmail, password: process.env.SEED_ADMIN_PASSWORD ?? DEFAULT_ADMIN.adminPassword };
    const url = server.url;
    // As the bench does: the short-lived music_auth snapshot (docs/decisions/020) renewed before it expires.
    const [listener, adminJar] = (await Promise.all([signInListener(url), signInAdmin(url, admin)])).map((cookie) => cookieJar(url, cookie));
    const subsonic = wanted.includes('subsonic') || wanted.includes('search3') ? await createSubsonicCredentials(url, listener.cookie()) : null;
    const ctx = { admin, seed, listenerCookie: listener.cookie, adminCookie: adminJar.cookie, subsonic };
    const route = [...baseRoutes(ctx), ...benchRoutes(ctx)].find((candidate) => candidate.name.includes(wanted));
    if (!route) throw new Error(`no bench route's name contains "${wanted}"`);

    let n = 0;
    let refreshed = 0;
    const loop = async (ms: number) => {
      const until = Date.now() + ms;
      const started = n;
      while (Date.now() < until) {
        if (Date.now() - refreshed > 15_000) {
          await Promise.all([listener.refresh(), adminJar.refresh()]);
          refreshed = Date.now();
        }
        const status = await send(url, route, n++);
        if (status >= 400) throw new Error(`${route.name} answered ${status}`);
      }
      return n - started;
    };
    await loop(2_000);

    const { name } = JSON.parse(readFileSync(LOCAL_CONFIG, 'utf8')) as LocalWorkerConfig;
    const session = await inspect(appIsolateUrl(inspectorPort, name));
    await session.call('Profiler.enable');
    await session.call('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US ?? 100) });
    await session.call('Profiler.start');
    const requests = await loop(seconds * 1000);
    const { profile } = await session.call<{ profile: Profile }>('Profiler.stop');
    session.close();

    const path = join(ROOT, STATE, `${route.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
    writeFileSync(path, JSON.stringify(profile));
    const { total, rows } = selfTimes(profile);
    const wall = (profile.endTime - profile.startTime) / 1000;
    console.log(`${route.name}: ${requests} requests in ${seconds} s; ${(wall / requests).toFixed(2)} ms wall each, of which the app's isolate sampled:`);
    for (const [key, us] of rows.slice(0, 30)) console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000 / requests).toFixed(3).padStart(7)} ms/request  ${key}`);
    console.log(`\nprofile: ${path}`);
  } finally {
    await server?.stop();
  }
}

await main();
