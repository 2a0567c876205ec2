import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type ExportFigure = { name: string; rows: number; megabytes: number; seconds: number; rss_start_mb: number; rss_peak_mb: number };

/** workerd's resident memory in MB: the server process's workerd child (scripts/local-server.ts). */
function workerdRssMb(serverPid: number): number {
  const pid = execFileSync('pgrep', ['-P', String(serverPid), 'workerd']).toString().trim().split('\n')[0];
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/**
 * Issue 13: GET users/csv/export of every user, read to the end, while
 * sampling workerd's memory every 50 ms: the export streams if the peak
 * stays near the start however many rows there are.
 */
export async function measureUsersExport(baseUrl: string, adminCookie: string, serverPid: number): Promise<ExportFigure> {
  const start = workerdRssMb(serverPid);
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, workerdRssMb(serverPid));
  }, 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(`${baseUrl}/api/v1/users/csv/export`, { headers: { cookie: adminCookie } });
    if (!res.ok || !res.body) throw new Error(`the export answered ${res.status}`);
    const reader = res.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    name: 'users CSV export (all users)',
    rows: lines - 1,
    megabytes: Number((bytes / 1e6).toFixed(1)),
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    rss_start_mb: Math.round(start),
    rss_peak_mb: Math.round(peak),
  };
}
