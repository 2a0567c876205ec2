import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { startLocalServer, type ChildServer } from '../../scripts/local-server';
import { ApiSession } from './support/api-session';
import { startOwnServer } from './support/own-server';

// Issue 11: the local server killed (SIGKILL, as a crash or a power cut would)
// in the middle of an upload, started again on the same state and port, and
// the upload resumed by its real client: tus-js-client, and the S3-style
// multipart flow. The stored bytes must be the source's, byte for byte.
const MiB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let server: ChildServer;
let persistTo: string;
let session: ApiSession;

beforeAll(async () => {
  ({ persistTo, ...server } = await startOwnServer('kill-resume'));
  session = new ApiSession(server.url);
  await session.request('POST', '/auth/login', { email: 'artist@example.com', password: 'demo12345', remember: false });
});

afterAll(async () => {
  await server?.stop();
});

/** Kills the server and starts it again on the same state and port; the session cookie stays valid. */
async function crashAndRestart() {
  await server.kill();
  expect(server.alive()).toBe(false);
  server = await startLocalServer({ persistTo, port: server.port });
}

async function storedBytes(fileEntryId: number) {
  const download = await fetch(`${server.url}/api/v1/file-entries/${fileEntryId}/download`, { headers: session.authHeaders() });
  expect(download.status).toBe(200);
  return new Uint8Array(await download.arrayBuffer());
}

describe('an upload survives the server being killed mid-transfer', () => {
  it('resumes a 32 MiB tus upload with tus-js-client after a crash in the middle of a chunk', async () => {
    const bytes = new Uint8Array(randomBytes(32 * MiB));
    const options = (extra: Partial<tus.UploadOptions>): tus.UploadOptions => ({
      endpoint: `${server.url}/api/v1/tus/upload`,
      chunkSize: 5 * MiB,
      retryDelays: [],
      metadata: { name: 'crash test.wav', type: 'audio/wav' },
      headers: session.authHeaders(),
      ...extra,
    });

    // Kill the server once the third chunk is on its way.
    let uploadUrl = '';
    let killed: Promise<void> | undefined;
    const failure = await new Promise<Error>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(Buffer.from(bytes), {
        ...options({}),
        onProgress: (sent) => {
          uploadUrl ||= upload.url ?? '';
          if (sent > 12 * MiB && !killed) killed = server.kill();
        },
        onError: resolve,
        onSuccess: () => reject(new Error('the upload should have been cut off')),
      });
      upload.start();
    });
    await killed;
    expect(failure).toBeInstanceOf(Error);
    expect(uploadUrl).toMatch(/\/api\/v1\/tus\/upload\//);
    server = await startLocalServer({ persistTo, port: server.port });

    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { ...session.authHeaders(), 'Tus-Resumable': '1.0.0' } });
    const offset = Number(head.headers.get('Upload-Offset'));
    expect(offset).toBeGreaterThanOrEqual(10 * MiB);
    expect(offset).toBeLessThan(32 * MiB);

    const resumedAt: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const upload = new tus.Upload(Buffer.from(bytes), {
        ...options({ uploadUrl, retryDelays: [0, 1000, 3000] }),
        onChunkComplete: (_chunk, accepted) => resumedAt.push(accepted),
        onError: reject,
        onSuccess: () => resolve(),
      });
      upload.start();
    });
    expect(resumedAt[0]).toBeGreaterThan(offset);
    expect(resumedAt.at(-1)).toBe(32 * MiB);

    const { fileEntry } = await session.request<{ fileEntry: { id: number; file_size: number } }>('POST', '/api/v1/tus/entries', { uploadKey: uploadUrl.split('/').pop() });
    expect(fileEntry.file_size).toBe(32 * MiB);
    expect(sha256(await storedBytes(fileEntry.id))).toBe(sha256(bytes));
  }, 180_000);

  it('resumes an S3-style multipart upload from its listed parts after a crash', async () => {
    const PART = 20 * MiB;
    const bytes = new Uint8Array(randomBytes(2 * PART + 3 * MiB));
    const partOf = (n: number) => bytes.subarray((n - 1) * PART, n * PART);
    const { uploadId, key } = await session.request<{ uploadId: string; key: string }>('POST', '/api/v1/s3/multipart/create', {
      filename: 'crash multipart.wav',
      mime: 'audio/wav',
      size: bytes.length,
      extension: 'wav',
    });
    const sign = async (partNumbers: number[]) =>
      (await session.request<{ urls: { partNumber: number; url: string }[] }>('POST', '/api/v1/s3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers })).urls;
    const put = (url: string, body: Uint8Array) => fetch(new URL(url, server.url), { method: 'PUT', body: new Uint8Array(body) });

    const [first, second] = await sign([1, 2]);
    expect((await put(first.url, partOf(1))).status).toBe(200);
    // The crash comes while part 2 is on its way.
    const inFlight = put(second.url, partOf(2)).then(
      (res) => res.status,
      () => 'cut off',
    );
    await new Promise((r) => setTimeout(r, 50));
    await crashAndRestart();
    await inFlight;

    // The client asks what the server holds and sends the rest.
    const { parts } = await session.request<{ parts: { PartNumber: number; ETag: string; Size: number }[] }>('POST', '/api/v1/s3/multipart/get-uploaded-parts', { key, uploadId });
    expect(parts.map((p) => p.PartNumber)).toContain(1);
    const held = new Map(parts.filter((p) => p.Size === partOf(p.PartNumber).length).map((p) => [p.PartNumber, p.ETag]));
    const missing = [1, 2, 3].filter((n) => !held.has(n));
    for (const { partNumber, url } of await sign(missing)) {
      const res = await put(url, partOf(partNumber));
      expect(res.status).toBe(200);
      held.set(partNumber, res.headers.get('etag')!);
    }
    const complete = [1, 2, 3].map((n) => ({ PartNumber: n, ETag: held.get(n)! }));
    await session.request('POST', '/api/v1/s3/multipart/complete', { key, uploadId, parts: complete });
    const { fileEntry } = await session.request<{ fileEntry: { id: number; file_size: number } }>('POST', '/api/v1/s3/entries', {
      filename: key.split('/').pop(),
      size: bytes.length,
      clientName: 'crash multipart.wav',
      clientMime: 'audio/wav',
      clientExtension: 'wav',
    });
    expect(fileEntry.file_size).toBe(bytes.length);
    expect(sha256(await storedBytes(fileEntry.id))).toBe(sha256(bytes));
  }, 180_000);
});
