// The soak (issue 10): bounded loopback load of the request mix of
// bench/soak-mix.ts from `connections` concurrent clients, a tus upload
// running alongside, and a probe that asks the server every half second
// whether it still answers. `npm run soak` (bench/soak-cli.ts) and the short
// e2e version (tests/e2e/soak.test.ts) both run it.
import { createHash, randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import * as tus from 'tus-js-client';
import { DEMO_ALBUMS } from '../db/seed/demo/demo-albums';
import { DEMO_ARTISTS } from '../db/seed/demo/demo-artists';
import { nextSoakRequest, type SoakContext } from './soak-mix';

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';
export type SoakReport = {
  seconds: number;
  connections: number;
  requests: number;
  rps: number;
  byClass: Record<StatusClass, number>;
  /** Per kind of request: responses by status class. */
  byKind: Record<string, Partial<Record<StatusClass, number>>>;
  connectionErrors: number;
  /** GETs sent again after their keep-alive connection closed before any answer (as browsers do; at most once each). */
  resent: number;
  timeouts: number;
  /** Up to 10 distinct error texts (connection errors, timeouts, 5xx bodies). */
  samples: string[];
  probes: { sent: number; failed: number; maxMs: number };
  uploads: { completed: number; failed: number; mib: number };
  /** Whether the server answered throughout: every probe answered and the process (when known) never died. */
  answeredThroughout: boolean;
};

const REQUEST_TIMEOUT_MS = 15_000;
const PROBE_EVERY_MS = 500;
const MAX_RESENT_SHARE = 0.01;
const MiB = 1024 * 1024;
const UPLOAD_BYTES = 8 * MiB;
/** The upload queue's tus chunk (client/uploads/upload-constants.ts). */
const TUS_CHUNK = 5 * MiB;

const classOf = (status: number): StatusClass => (status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx');

class Tally {
  requests = 0;
  byClass: Record<StatusClass, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  byKind: SoakReport['byKind'] = {};
  connectionErrors = 0;
  resent = 0;
  timeouts = 0;
  samples = new Set<string>();

  response(kind: string, status: number, body?: string) {
    const cls = classOf(status);
    this.requests++;
    this.byClass[cls]++;
    const counts = (this.byKind[kind] ??= {});
    counts[cls] = (counts[cls] ?? 0) + 1;
    if (cls === '5xx') this.sample(`${kind}: ${status} ${body?.slice(0, 200) ?? ''}`);
  }

  failure(kind: string, error: unknown) {
    this.requests++;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (timedOut) this.timeouts++;
    else this.connectionErrors++;
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    this.sample(`${kind}: ${error instanceof Error ? error.message : String(error)}${cause}`);
  }

  sample(text: string) {
    if (this.samples.size < 10) this.samples.add(text);
  }
}

/** A connection the server closed before answering: "other side closed" or a reset (undici's error causes). */
const closedBeforeAnswer = (error: unknown) => {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
};

/**
 * fetch, sending a GET or HEAD once more when its connection closed before
 * any answer. workerd closes a keep-alive connection idle for 5 s; a client
 * whose request crosses that close on the wire sees the connection end.
 * Browsers send such a request again on a new connection (RFC 9110 9.2.2
 * lets a client retry an idempotent request); Node's fetch does not, so the
 * soak does it for the methods that are safe to resend and counts each one.
 * Writes are never resent: a closed connection there stays an error.
 */
async function send(url: string, init: RequestInit, tally: Tally) {
  const idempotent = !init.method || init.method === 'GET' || init.method === 'HEAD';
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    if (!idempotent || !closedBeforeAnswer(error)) throw error;
    tally.resent++;
    return fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }
}

/** One client: request after request until the deadline. */
async function client(baseUrl: string, ctx: SoakContext, deadline: number, tally: Tally) {
  while (Date.now() < deadline) {
    const req = nextSoakRequest(ctx);
    try {
      const res = await send(baseUrl + req.path, { method: req.method, headers: req.headers, body: req.body, redirect: 'manual' }, tally);
      const body = res.status >= 500 ? await res.text() : (await res.arrayBuffer(), undefined);
      tally.response(req.kind, res.status, body);
    } catch (error) {
      tally.failure(req.kind, error);
    }
  }
}

/** Asks the server every half second whether it answers (any status below 500 counts). */
async function probe(baseUrl: string, deadline: number, alive: () => boolean, tally: Tally) {
  const result = { sent: 0, failed: 0, maxMs: 0, died: false };
  while (Date.now() < deadline) {
    const started = performance.now();
    result.sent++;
    try {
      const res = await send(`${baseUrl}/api/v1/bootstrap-data`, {}, tally);
      await res.arrayBuffer();
      if (res.status >= 500) result.failed++;
    } catch {
      result.failed++;
    }
    result.maxMs = Math.max(result.maxMs, performance.now() - started);
    if (!alive()) result.died = true;
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
  return result;
}

/**
 * The tus client's connections. workerd closes a keep-alive connection idle
 * for 5 s, and Node's default agent keeps one for 5 s too: an upload that
 * starts just as both run out sends its POST into the closing connection
 * and meets a reset (seen under load, where the checks between uploads take
 * seconds). A client must let go of an idle connection before the server
 * does; browsers also resend a request that failed on a reused connection
 * before any answer, which Node does not. So: 4 s.
 */
const tusAgent = new Agent({ keepAlive: true, timeout: 4_000 });

/** tus uploads of 8 MiB in 5 MiB chunks, one after another, each checked byte for byte. */
async function uploads(baseUrl: string, ctx: SoakContext, deadline: number, tally: Tally) {
  const result = { completed: 0, failed: 0, mib: 0 };
  const headers = { Cookie: ctx.cookie, 'X-XSRF-TOKEN': ctx.xsrf };
  while (Date.now() < deadline) {
    const bytes = randomBytes(UPLOAD_BYTES);
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const upload: tus.Upload = new tus.Upload(bytes, {
          endpoint: `${baseUrl}/api/v1/tus/upload`,
          chunkSize: TUS_CHUNK,
          // The app's upload queue resumes after a failed request (client/uploads/drivers/tus-driver.ts); so does the soak, once.
          retryDelays: [0],
          httpStack: new tus.DefaultHttpStack({ agent: tusAgent }),
          metadata: { name: 'soak.wav', type: 'audio/wav' },
          headers,
          onError: reject,
          onSuccess: () => resolve(upload.url!),
        });
        upload.start();
      });
      const entry = await fetch(`${baseUrl}/api/v1/tus/entries`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ uploadKey: url.split('/').pop() }),
      });
      if (!entry.ok) throw new Error(`tus/entries answered ${entry.status}: ${await entry.text()}`);
      const { fileEntry } = (await entry.json()) as { fileEntry: { id: number } };
      const download = await send(`${baseUrl}/api/v1/file-entries/${fileEntry.id}/download`, { headers }, tally);
      const stored = Buffer.from(await download.arrayBuffer());
      const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      if (sha(stored) !== sha(bytes)) throw new Error(`the stored upload differs from the source (${stored.length} bytes)`);
      // Keep the uploader under its space quota for the next round.
      await fetch(`${baseUrl}/api/v1/file-entries/delete`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ entryIds: [fileEntry.id], deleteForever: true }),
      });
      result.completed++;
      result.mib += UPLOAD_BYTES / MiB;
    } catch (error) {
      result.failed++;
      tally.sample(`tus upload: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

export async function runSoak(
  baseUrl: string,
  ctx: SoakContext,
  options: { seconds: number; connections: number; alive?: () => boolean },
): Promise<SoakReport> {
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  const tally = new Tally();
  const alive = options.alive ?? (() => true);
  const [probes, upload] = await Promise.all([
    probe(baseUrl, deadline, alive, tally),
    uploads(baseUrl, ctx, deadline, tally),
    ...Array.from({ length: options.connections }, () => client(baseUrl, ctx, deadline, tally)),
  ]);
  const seconds = (Date.now() - started) / 1000;
  return {
    seconds: Number(seconds.toFixed(1)),
    connections: options.connections,
    requests: tally.requests,
    rps: Number((tally.requests / seconds).toFixed(1)),
    byClass: tally.byClass,
    byKind: tally.byKind,
    connectionErrors: tally.connectionErrors,
    resent: tally.resent,
    timeouts: tally.timeouts,
    samples: [...tally.samples],
    probes: { sent: probes.sent, failed: probes.failed, maxMs: Math.round(probes.maxMs) },
    uploads: { completed: upload.completed, failed: upload.failed, mib: upload.mib },
    answeredThroughout: probes.failed === 0 && !probes.died && alive(),
  };
}

/** Why a soak failed: a crash, a connection error or timeout, any 5xx, a failed upload. Empty when it passed. */
export function soakFailures(report: SoakReport): string[] {
  const failures: string[] = [];
  if (!report.answeredThroughout) failures.push(`the server stopped answering (${report.probes.failed} of ${report.probes.sent} probes failed)`);
  if (report.connectionErrors) failures.push(`${report.connectionErrors} connection errors`);
  // A resend is what a browser does after a keep-alive close; many of them would be a server dropping connections.
  if (report.resent > MAX_RESENT_SHARE * report.requests) failures.push(`${report.resent} GETs met a closed connection (more than ${MAX_RESENT_SHARE * 100}% of the requests)`);
  if (report.timeouts) failures.push(`${report.timeouts} requests timed out after ${REQUEST_TIMEOUT_MS / 1000} s`);
  if (report.byClass['5xx']) failures.push(`${report.byClass['5xx']} responses were 5xx`);
  if (report.uploads.failed) failures.push(`${report.uploads.failed} tus uploads failed`);
  if (!report.uploads.completed) failures.push('no tus upload completed');
  return failures;
}

export function renderSoak(report: SoakReport): string {
  const kinds = Object.entries(report.byKind)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, counts]) => `  ${kind.padEnd(28)} ${Object.entries(counts).map(([cls, n]) => `${cls} ${n}`).join(', ')}`);
  return [
    `soak: ${report.connections} connections for ${report.seconds} s`,
    `requests ${report.requests} (${report.rps}/s): 2xx ${report.byClass['2xx']}, 3xx ${report.byClass['3xx']}, 4xx ${report.byClass['4xx']}, 5xx ${report.byClass['5xx']}`,
    `connection errors ${report.connectionErrors}, timeouts ${report.timeouts}; GETs resent after a closed keep-alive connection ${report.resent}`,
    `probes ${report.probes.sent}, failed ${report.probes.failed}, slowest ${report.probes.maxMs} ms; answered throughout: ${report.answeredThroughout ? 'yes' : 'NO'}`,
    `tus uploads: ${report.uploads.completed} of 8 MiB completed and verified, ${report.uploads.failed} failed`,
    ...kinds,
    ...report.samples.map((s) => `  ! ${s}`),
  ].join('\n');
}

/** Signs the demo artist in (a listener who may also upload) and makes the playlist the mix writes to. */
export async function soakContext(baseUrl: string): Promise<SoakContext> {
  const xsrf = 'soak';
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'artist@example.com', password: 'demo12345', remember: false }),
  });
  const session = login.headers.getSetCookie().find((c) => c.startsWith('music_session='));
  if (!login.ok || !session) throw new Error(`signing the demo artist in failed: ${login.status} ${await login.text()}`);
  const cookie = `${session.split(';')[0]}; XSRF-TOKEN=${xsrf}`;
  const created = await fetch(`${baseUrl}/api/v1/playlists`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Soak' }),
  });
  if (!created.ok) throw new Error(`creating the soak playlist failed: ${created.status} ${await created.text()}`);
  const { playlist } = (await created.json()) as { playlist: { id: number } };
  // The demo seed numbers its rows from 1 (db/seed/demo/demo-catalog-rows.ts).
  const counts = { artists: DEMO_ARTISTS.length, albums: DEMO_ALBUMS.length, tracks: DEMO_ALBUMS.reduce((sum, a) => sum + a.tracks.length, 0) };
  return { cookie, xsrf, playlistId: playlist.id, counts };
}
