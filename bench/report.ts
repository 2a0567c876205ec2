import type { BudgetResult } from './budgets';
import { find } from './budgets';
import type { FirstRouteJs } from './first-route-js';
import type { Measurement } from './measure';
import type { FanoutFigure } from './notification-fanout';
import type { FollowerFanout } from './follower-fanout';
import type { BareFanout } from './bare-do-fanout';
import type { WorkerBundle } from './worker-bundle';
import type { FreshStart } from './fresh-start';

export type Ratio = { name: string; connections: number; p99_to_ceiling: number | null; rps_pct_of_ceiling: number | null };

/** Each figure against the ceiling at the same connection count. */
export function ratios(figures: Measurement[]): Ratio[] {
  return figures.map((f) => {
    const c = find(figures, 'ceiling', f.connections);
    return {
      name: f.name,
      connections: f.connections,
      p99_to_ceiling: c && c.p99 > 0 && f.p99 > 0 ? Number((f.p99 / c.p99).toFixed(2)) : null,
      rps_pct_of_ceiling: c && c.rps > 0 ? Number(((100 * f.rps) / c.rps).toFixed(1)) : null,
    };
  });
}

function table(header: string[], rows: string[][], rightAlign: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (rightAlign[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function renderReport(figures: Measurement[], js: FirstRouteJs, budgets: BudgetResult[], bundle: WorkerBundle, fresh: FreshStart | null): string {
  const byKey = new Map(ratios(figures).map((r) => [`${r.name}@${r.connections}`, r]));
  const rows = figures.map((f) => {
    const r = byKey.get(`${f.name}@${f.connections}`)!;
    const problems = f.non2xx + f.errors > 0 ? `${f.non2xx} non-2xx, ${f.errors} errors (${Object.entries(f.statusCodes).map(([c, n]) => `${c}:${n}`).join(' ') || 'no responses'})` : '';
    return [
      f.name,
      String(f.connections),
      f.rps.toFixed(1),
      f.p50.toFixed(2),
      f.p99.toFixed(2),
      r.p99_to_ceiling === null ? '-' : `${r.p99_to_ceiling.toFixed(2)}x`,
      r.rps_pct_of_ceiling === null ? '-' : `${r.rps_pct_of_ceiling.toFixed(1)}%`,
      problems,
    ];
  });
  const out = [
    table(['route', 'conns', 'rps', 'p50 ms', 'p99 ms', 'p99/ceiling', 'rps/ceiling', 'notes'], rows, [false, true, true, true, true, true, true, false]),
    '',
    ...passwordHashLine(figures),
    '',
    `first-route JS: ${js.files.length} files, ${(js.rawBytes / 1000).toFixed(1)} kB raw, ${(js.gzipBytes / 1000).toFixed(1)} kB gzipped`,
    ...js.files.map((f) => `  ${f.file}  ${(f.gzipBytes / 1000).toFixed(1)} kB gz`),
    ...js.missing.map((f) => `  ${f}  MISSING from dist/client`),
    `worker bundle: ${bundle.files.length} files, ${(bundle.rawBytes / 1000).toFixed(1)} kB raw, ${(bundle.gzipBytes / 1000).toFixed(1)} kB gzipped`,
    fresh
      ? `fresh start: first 200 of the ceiling ${fresh.start_to_first_200_ms.toFixed(0)} ms after starting the server; that first request took ${fresh.first_request_ms.toFixed(1)} ms`
      : 'fresh start: no figure',
    '',
    table(['budget', 'actual', 'result'], budgets.map((b) => [b.budget, b.actual, b.pass ? 'PASS' : 'MISS']), [false, true, false]),
  ];
  return out.join('\n');
}

/** The password hash on its own (one request, one PBKDF2 hash) against a whole login. */
function passwordHashLine(figures: Measurement[]): string[] {
  const [hash, login, ceiling] = [find(figures, 'password hash', 1), find(figures, 'login', 1), find(figures, 'ceiling', 1)];
  if (!hash || !ceiling || hash.p50 <= 0) return [];
  const hashMs = Math.max(hash.p50 - ceiling.p50, 0);
  const share = login && login.p50 > 0 ? `, ${((100 * hashMs) / login.p50).toFixed(0)}% of a login's p50 (${login.p50.toFixed(2)} ms)` : '';
  return [`password hash (PBKDF2-SHA256, 100,000 iterations): ${hashMs.toFixed(2)} ms at p50 beyond the ceiling${share}`];
}

/** Issue 12's figures: the live fan-outs (p50, p90, and the part after the D1 write) and the release to every follower. */
export function renderFanout(fanout: FanoutFigure[], bare: BareFanout | null, followers: FollowerFanout | null): string {
  const out = bare ? [`${bare.name} (this run's yardstick, ${bare.rounds} rounds): p50 ${bare.p50.toFixed(1)} ms, p90 ${bare.p90.toFixed(1)} ms`] : [];
  out.push(...fanout.map(
    (f) =>
      `${f.name} (${f.route}, ${f.rounds.length} rounds): p50 ${f.p50.toFixed(1)} ms, p90 ${f.p90.toFixed(1)} ms; ` +
      `from the stored row to the ${f.sockets}th socket p50 ${f.stored_to_last_p50} ms, p90 ${f.stored_to_last_p90} ms`,
  ));
  if (followers) {
    const each = followers.releases.map((r) => `${r.seconds.toFixed(2)} s (first row ${r.first_row_s.toFixed(2)} s, ${r.store_per_s}/s while storing)`).join(', ');
    out.push(`${followers.name}: p50 ${followers.seconds_p50.toFixed(2)} s, ${followers.per_s_p50} notifications/s end to end; each release: ${each}`);
  }
  return out.join('\n');
}
