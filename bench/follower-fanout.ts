import { setTimeout as sleep } from 'node:timers/promises';
import { FANOUT_ARTIST } from './fanout-audience';
import { openStateD1 } from './state-d1';
import { percentile } from './notification-fanout';

// Issue 12, `follower fan-out`: the admin publishes a track as the artist
// with 10,000 followers (POST backstage/tracks, which queues the fan-out);
// the bench watches the bench state's D1 file until every follower's
// notification is stored.

const RELEASES = Math.max(1, Math.min(20, Number(process.env.BENCH_FANOUT_RELEASES ?? 3) || 3));
const POLL_MS = 100;
const TIMEOUT_MS = 120_000;
const CSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

export type ReleaseRound = {
  notifications: number;
  /** From the publish request to the last follower's row (its created_at). */
  seconds: number;
  /** From the publish request to the first follower's row: the queue's share. */
  first_row_s: number;
  /** Notifications per second over the whole time, and over the storing alone (first row to last). */
  per_s: number;
  store_per_s: number;
};
export type FollowerFanout = { name: string; followers: number; releases: ReleaseRound[]; seconds_p50: number; seconds_max: number; per_s_p50: number };

async function publish(baseUrl: string, adminCookie: string, name: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/backstage/tracks`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `${adminCookie}; ${CSRF.cookie}`, 'x-xsrf-token': CSRF['x-xsrf-token'] },
    body: JSON.stringify({ name, artists: [FANOUT_ARTIST] }),
  });
  if (response.status !== 201) throw new Error(`publishing answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

type Progress = { n: number; first: string | null; last: string | null };

export async function measureFollowerFanout(baseUrl: string, adminCookie: string, state: string, followers: number, log: (m: string) => void): Promise<FollowerFanout> {
  const db = openStateD1(state);
  // Rows after `rowid` only: a range of the table's own b-tree, cheap to count while the queue writes.
  const progress = db.prepare("SELECT count(*) AS n, min(created_at) AS first, max(created_at) AS last FROM notifications WHERE rowid > ? AND type = 'release.new'");
  const releases: ReleaseRound[] = [];
  try {
    for (let i = 0; i < RELEASES; i++) {
      const { top } = db.prepare('SELECT coalesce(max(rowid), 0) AS top FROM notifications').get() as { top: number };
      const started = Date.now();
      await publish(baseUrl, adminCookie, `Fan-out release ${i + 1}`);
      let p: Progress = { n: 0, first: null, last: null };
      while (p.n < followers) {
        if (Date.now() - started > TIMEOUT_MS) throw new Error(`${p.n} of ${followers} notifications stored after ${TIMEOUT_MS / 1000} s`);
        await sleep(POLL_MS);
        p = progress.get(top) as Progress;
      }
      const [first, last] = [Date.parse(p.first!), Date.parse(p.last!)];
      const seconds = (last - started) / 1000;
      const round: ReleaseRound = {
        notifications: p.n,
        seconds: Number(seconds.toFixed(3)),
        first_row_s: Number(((first - started) / 1000).toFixed(3)),
        per_s: Math.round(p.n / seconds),
        store_per_s: Math.round(p.n / Math.max((last - first) / 1000, 0.001)),
      };
      log(`follower fan-out: release ${i + 1}: ${round.notifications} stored in ${round.seconds} s (first after ${round.first_row_s} s)`);
      releases.push(round);
      await sleep(1000);
    }
  } finally {
    db.close();
  }
  return {
    name: `follower fan-out: a release to ${followers.toLocaleString('en')} followers`,
    followers,
    releases,
    seconds_p50: percentile(releases.map((r) => r.seconds), 0.5),
    seconds_max: Math.max(...releases.map((r) => r.seconds)),
    per_s_p50: percentile(releases.map((r) => r.per_s), 0.5),
  };
}
