import { readWhileSampling, workerdMemory } from './workerd-memory';

export type ExportFigure = { name: string; rows: number; megabytes: number; seconds: number; rss_start_mb: number; rss_peak_mb: number };

/**
 * Issue 13: GET users/csv/export of every user, read to the end, while
 * sampling workerd's memory every 50 ms: the export streams if the peak
 * stays near the start however many rows there are.
 */
export async function measureUsersExport(baseUrl: string, adminCookie: string, serverPid: number): Promise<ExportFigure> {
  let lines = 0;
  const read = await readWhileSampling(`${baseUrl}/api/v1/users/csv/export`, { headers: { cookie: adminCookie } }, workerdMemory(serverPid), (chunk) => {
    for (const byte of chunk) if (byte === 10) lines++;
  });
  return {
    name: 'users CSV export (all users)',
    rows: lines - 1,
    megabytes: Number((read.bytes / 1e6).toFixed(1)),
    seconds: Number(read.seconds.toFixed(2)),
    rss_start_mb: Math.round(read.rss_start_mb),
    rss_peak_mb: Math.round(read.rss_peak_mb),
  };
}
