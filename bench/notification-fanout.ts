import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_USER_PASSWORD, benchUserEmail } from './bench-users';
import { FANOUT_READERS, fanoutListener, TABS_FOLLOWER, TABS_READER } from './fanout-audience';
import { LiveSockets, type Arrivals } from './live-sockets';
import { signInUser } from './sign-in';
import { openStateD1 } from './state-d1';

// Issue 12, `notification fan-out`: from the request that creates a
// notification to its arrival on 200 sockets, of one user (200 tabs) and of
// 200 users (one tab each), p50 and p90 over rounds.

/** Rounds per case after one untimed round (BENCH_FANOUT_ROUNDS). */
export const FANOUT_ROUNDS = Math.max(2, Math.min(200, Number(process.env.BENCH_FANOUT_ROUNDS ?? 10) || 10));
const ROUND_TIMEOUT_MS = 60_000;
const CSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

export type FanoutRound = { ms: number; spread_ms: number; stored_to_last_ms: number };
export type FanoutFigure = {
  name: string;
  route: string;
  sockets: number;
  rounds: FanoutRound[];
  p50: number;
  p90: number;
  /** From the notification's created_at (stored in D1) to the last socket, p50 and p90: the share of the time after the write. */
  stored_to_last_p50: number;
  stored_to_last_p90: number;
};

const round2 = (n: number) => Number(n.toFixed(2));
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : 0;
}

async function send(baseUrl: string, cookie: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `${cookie}; ${CSRF.cookie}`, 'x-xsrf-token': CSRF['x-xsrf-token'] },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/**
 * Runs `act` (the request) while waiting for its frame on every socket:
 * from just before the request to the last socket's frame. The frame's
 * created_at (D1's clock, the same machine's) splits off what happens after
 * the write.
 */
async function timedRound(sockets: LiveSockets, match: Parameters<LiveSockets['arrival']>[0], act: () => Promise<void>): Promise<FanoutRound> {
  const arrival = sockets.arrival(match, ROUND_TIMEOUT_MS);
  const [start, wallStart] = [performance.now(), Date.now()];
  const [a] = (await Promise.all([arrival, act()])) as [Arrivals, void];
  const stored = Date.parse(a.frame.notification!.created_at);
  return { ms: round2(a.lastMs - start), spread_ms: round2(a.lastMs - a.firstMs), stored_to_last_ms: Math.max(0, a.lastWall - Math.max(stored, wallStart)) };
}

function figure(name: string, route: string, sockets: number, rounds: FanoutRound[]): FanoutFigure {
  const ms = rounds.map((r) => r.ms);
  const stored = rounds.map((r) => r.stored_to_last_ms);
  return {
    name,
    route,
    sockets,
    rounds,
    p50: percentile(ms, 0.5),
    p90: percentile(ms, 0.9),
    stored_to_last_p50: percentile(stored, 0.5),
    stored_to_last_p90: percentile(stored, 0.9),
  };
}

/** 200 tabs of one listener; another listener follows them (PUT follows/user/{id}, stored in the request, pushed after it), then unfollows, untimed. */
async function tabsOfOneUser(baseUrl: string, log: (m: string) => void): Promise<FanoutFigure> {
  const reader = await signInUser(baseUrl, benchUserEmail(TABS_READER), BENCH_USER_PASSWORD, '198.51.100.1');
  const follower = await signInUser(baseUrl, benchUserEmail(TABS_FOLLOWER), BENCH_USER_PASSWORD, '198.51.100.2');
  const sockets = await LiveSockets.open(baseUrl, Array.from({ length: FANOUT_READERS }, () => reader.cookie));
  log(`notification fan-out: ${sockets.size} tabs of one listener open; ${FANOUT_ROUNDS} follows`);
  const rounds: FanoutRound[] = [];
  try {
    for (let i = 0; i <= FANOUT_ROUNDS; i++) {
      const r = await timedRound(
        sockets,
        (f) => f.type === 'notification' && f.notification?.type === 'follow.user',
        () => send(baseUrl, follower.cookie, 'PUT', `follows/user/${reader.userId}`),
      );
      if (i > 0) rounds.push(r);
      await send(baseUrl, follower.cookie, 'DELETE', `follows/user/${reader.userId}`);
      await sleep(100);
    }
  } finally {
    sockets.close();
  }
  return figure('notification fan-out: 200 tabs of one user', 'PUT /api/v1/follows/user/{id}', sockets.size, rounds);
}

/**
 * Waits until the announcement's job has also emailed its readers
 * (announcements go by email by default): the queue's consumer takes the
 * next message only after it, so a round that started earlier would time
 * the previous round's emails too.
 */
async function emailsSent(db: ReturnType<typeof openStateD1>, subject: string, readers: number) {
  const sent = db.prepare('SELECT count(*) AS n FROM outgoing_emails WHERE subject = ?');
  const deadline = Date.now() + ROUND_TIMEOUT_MS;
  while ((sent.get(subject) as { n: number }).n < readers) {
    if (Date.now() > deadline) throw new Error(`the emails of "${subject}" were not all sent within ${ROUND_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

/** 200 listeners with one tab each, all of the seeded role; the admin announces to the role (queued, then delivered by the queue's consumer). */
async function oneTabOfEachUser(baseUrl: string, adminCookie: string, roleId: number, state: string, log: (m: string) => void): Promise<FanoutFigure> {
  const cookies: string[] = [];
  for (let n = 0; n < FANOUT_READERS; n += 4) {
    const batch = [n, n + 1, n + 2, n + 3].filter((k) => k < FANOUT_READERS);
    const signedIn = await Promise.all(batch.map((k) => signInUser(baseUrl, benchUserEmail(fanoutListener(k)), BENCH_USER_PASSWORD, `203.0.113.${k}`)));
    cookies.push(...signedIn.map((s) => s.cookie));
  }
  const sockets = await LiveSockets.open(baseUrl, cookies);
  log(`notification fan-out: ${sockets.size} listeners with one tab each; ${FANOUT_ROUNDS} announcements to their role`);
  const rounds: FanoutRound[] = [];
  const db = openStateD1(state);
  try {
    for (let i = 0; i <= FANOUT_ROUNDS; i++) {
      const title = `Bench announcement ${i} ${Date.now()}`;
      const r = await timedRound(
        sockets,
        (f) => f.type === 'notification' && f.notification?.type === 'announcement' && f.notification.data.lines[0]?.content.includes(title),
        () => send(baseUrl, adminCookie, 'POST', 'notifications/announcements', { title, body: 'A bench round.', audience: 'role', role_id: roleId }),
      );
      if (i > 0) rounds.push(r);
      await emailsSent(db, title, sockets.size);
      await sleep(100);
    }
  } finally {
    sockets.close();
    db.close();
  }
  return figure('notification fan-out: 200 users, one tab each', 'POST /api/v1/notifications/announcements (role)', sockets.size, rounds);
}

export async function measureNotificationFanout(baseUrl: string, adminCookie: string, roleId: number, state: string, log: (m: string) => void): Promise<FanoutFigure[]> {
  return [await tabsOfOneUser(baseUrl, log), await oneTabOfEachUser(baseUrl, adminCookie, roleId, state, log)];
}
