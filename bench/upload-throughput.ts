import { randomBytes } from 'node:crypto';
import * as tus from 'tus-js-client';
import { BENCH_CLIENT_IP_HEADER } from './routes';

// Issue 5: a 50 MiB file through tus and through the S3-style multipart flow,
// each as a ratio to one R2 put of the same bytes in the same run.

const MiB = 1024 * 1024;
const SIZE = 50 * MiB;
/** The upload queue's tus chunk (client/uploads/upload-constants.ts). */
const TUS_CHUNK = 5 * MiB;
/** SPEC section 9: multipart parts of at least 20 MB, 5 at once. */
const PART = 20 * MiB;

export type UploadFigure = { name: string; seconds: number; mib_per_s: number; ratio: number };

type Session = { cookie: string; xsrf: string };

async function signIn(baseUrl: string, admin: { email: string; password: string }): Promise<Session> {
  const xsrf = 'bench';
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, [BENCH_CLIENT_IP_HEADER]: '192.0.2.9' },
    body: JSON.stringify({ email: admin.email, password: admin.password, remember: false }),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith('music_session='));
  if (!response.ok || !session) throw new Error(`bench upload sign-in failed: ${response.status}`);
  return { cookie: `${session.split(';')[0]}; XSRF-TOKEN=${xsrf}`, xsrf };
}

const headersOf = (s: Session) => ({ cookie: s.cookie, 'x-xsrf-token': s.xsrf });

async function api<T>(baseUrl: string, s: Session, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: { ...headersOf(s), 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function r2Put(baseUrl: string, s: Session, bytes: Buffer) {
  const response = await fetch(`${baseUrl}/api/v1/__bench/r2-put`, { method: 'PUT', headers: headersOf(s), body: new Uint8Array(bytes) });
  if (!response.ok) throw new Error(`r2 put answered ${response.status}`);
}

async function tusUpload(baseUrl: string, s: Session, bytes: Buffer) {
  const url = await new Promise<string>((resolve, reject) => {
    const upload: tus.Upload = new tus.Upload(bytes, {
      endpoint: `${baseUrl}/api/v1/tus/upload`,
      chunkSize: TUS_CHUNK,
      retryDelays: [],
      metadata: { name: 'bench.wav', type: 'audio/wav' },
      headers: { Cookie: s.cookie, 'X-XSRF-TOKEN': s.xsrf },
      onError: reject,
      onSuccess: () => resolve(upload.url!),
    });
    upload.start();
  });
  await api(baseUrl, s, 'tus/entries', { uploadKey: url.split('/').pop() });
}

async function multipartUpload(baseUrl: string, s: Session, bytes: Buffer) {
  const { uploadId, key } = await api<{ uploadId: string; key: string }>(baseUrl, s, 's3/multipart/create', { filename: 'bench.wav', mime: 'audio/wav', size: bytes.length, extension: 'wav' });
  const partNumbers = Array.from({ length: Math.ceil(bytes.length / PART) }, (_, i) => i + 1);
  const { urls } = await api<{ urls: { partNumber: number; url: string }[] }>(baseUrl, s, 's3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers });
  const parts = await Promise.all(
    urls.map(async ({ partNumber, url }) => {
      const body = bytes.subarray((partNumber - 1) * PART, partNumber * PART);
      const response = await fetch(new URL(url, baseUrl), { method: 'PUT', body: new Uint8Array(body) });
      if (!response.ok) throw new Error(`part ${partNumber} answered ${response.status}`);
      return { PartNumber: partNumber, ETag: response.headers.get('etag')! };
    }),
  );
  await api(baseUrl, s, 's3/multipart/complete', { key, uploadId, parts });
  await api(baseUrl, s, 's3/entries', { filename: key, size: bytes.length, clientName: 'bench.wav', clientMime: 'audio/wav', clientExtension: 'wav' });
}

/** The three uploads, each after one untimed warm-up of the same path. */
export async function measureUploads(baseUrl: string, admin: { email: string; password: string }): Promise<UploadFigure[]> {
  const session = await signIn(baseUrl, admin);
  const bytes = randomBytes(SIZE);
  const runs: [string, (b: Buffer) => Promise<void>][] = [
    ['upload: one R2 put (50 MiB)', (b) => r2Put(baseUrl, session, b)],
    ['upload: tus, 5 MiB chunks (50 MiB)', (b) => tusUpload(baseUrl, session, b)],
    ['upload: S3-style multipart, 20 MiB parts (50 MiB)', (b) => multipartUpload(baseUrl, session, b)],
  ];
  const seconds: number[] = [];
  for (const [, run] of runs) {
    await run(bytes.subarray(0, 6 * MiB));
    seconds.push(await timed(() => run(bytes)));
  }
  return runs.map(([name], i) => ({
    name,
    seconds: Number(seconds[i].toFixed(3)),
    mib_per_s: Number((SIZE / MiB / seconds[i]).toFixed(1)),
    ratio: Number((seconds[i] / seconds[0]).toFixed(2)),
  }));
}
