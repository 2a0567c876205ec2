import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A sampler of workerd's resident memory in MB: the server process's workerd
 * child (scripts/local-server.ts), found once. Each sample reads
 * /proc/{pid}/status only: a process spawn per sample (pgrep) would block
 * the event loop that reads the response being measured.
 */
export function workerdMemory(serverPid: number): () => number {
  const pid = execFileSync('pgrep', ['-P', String(serverPid), 'workerd']).toString().trim().split('\n')[0];
  return () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

export type StreamedRead = { bytes: number; seconds: number; rss_start_mb: number; rss_peak_mb: number };

/**
 * GET `url`, read to the end chunk by chunk (each passed to `onChunk`), while
 * sampling workerd's memory every 50 ms: a response that streams keeps the
 * peak near the start however large it is. `memoryOf` is the sampler
 * (workerdMemory of the server's pid on the bench).
 */
export async function readWhileSampling(url: string, init: RequestInit, memoryOf: () => number, onChunk: (chunk: Uint8Array) => void = () => {}): Promise<StreamedRead> {
  const start = memoryOf();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf());
  }, 50);
  const started = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(url, init);
    if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
    const reader = res.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      onChunk(read.value);
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, memoryOf());
  return { bytes, seconds: (performance.now() - started) / 1000, rss_start_mb: start, rss_peak_mb: peak };
}
