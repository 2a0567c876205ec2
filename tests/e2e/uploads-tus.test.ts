import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { baseUrl } from './support/browser';
import { ApiSession } from './support/api-session';

// Issue 5 / DESIGN section 6: resumable uploads checked with the real tus
// client (tus-js-client, its Node build) against the app under wrangler dev,
// signed in as the demo backstage account (files.create).

const MiB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function artistSession() {
  const session = new ApiSession();
  await session.request('POST', '/auth/login', { email: 'artist@example.com', password: 'demo12345', remember: false });
  return session;
}

function tusOptions(session: ApiSession, extra: Partial<tus.UploadOptions> = {}): tus.UploadOptions {
  return {
    endpoint: `${baseUrl()}/api/v1/tus/upload`,
    chunkSize: 5 * MiB,
    retryDelays: [],
    metadata: { name: 'field recording.wav', type: 'audio/wav' },
    headers: session.authHeaders(),
    ...extra,
  };
}

describe('tus uploads with tus-js-client', () => {
  it('resumes an interrupted 12 MiB upload from the server offset and stores identical bytes', async () => {
    const session = await artistSession();
    const bytes = new Uint8Array(randomBytes(12 * MiB));

    // First attempt: stop after the first 5 MiB chunk is acknowledged.
    let uploadUrl = '';
    await new Promise<void>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(Buffer.from(bytes), {
        ...tusOptions(session),
        onChunkComplete: (_chunk, accepted) => {
          uploadUrl = upload.url!;
          if (accepted >= 5 * MiB) void upload.abort().then(resolve, reject);
        },
        onError: reject,
        onSuccess: () => reject(new Error('the upload should have been interrupted')),
      });
      upload.start();
    });
    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { ...session.authHeaders(), 'Tus-Resumable': '1.0.0' } });
    expect(Number(head.headers.get('Upload-Offset'))).toBe(5 * MiB);

    // Second attempt: a new client resumes at the server's offset.
    const sent: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const upload = new tus.Upload(Buffer.from(bytes), {
        ...tusOptions(session),
        uploadUrl,
        onChunkComplete: (_chunk, accepted) => sent.push(accepted),
        onError: reject,
        onSuccess: () => resolve(),
      });
      upload.start();
    });
    expect(sent[0]).toBe(10 * MiB);
    expect(sent.at(-1)).toBe(12 * MiB);

    const uploadKey = uploadUrl.split('/').pop()!;
    const { fileEntry } = await session.request<{ fileEntry: { id: number; file_size: number; name: string } }>('POST', '/api/v1/tus/entries', { uploadKey });
    expect(fileEntry).toMatchObject({ file_size: 12 * MiB, name: 'field recording.wav' });
    const download = await fetch(`${baseUrl()}/api/v1/file-entries/${fileEntry.id}/download`, { headers: session.authHeaders() });
    expect(download.status).toBe(200);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));
  });

  it('terminates an upload, after which it is gone', async () => {
    const session = await artistSession();
    let uploadUrl = '';
    await new Promise<void>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(Buffer.from(randomBytes(6 * MiB)), {
        ...tusOptions(session),
        onChunkComplete: () => {
          uploadUrl = upload.url!;
          void upload.abort(true).then(resolve, reject);
        },
        onError: reject,
      });
      upload.start();
    });
    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { ...session.authHeaders(), 'Tus-Resumable': '1.0.0' } });
    expect(head.status).toBe(404);
  });
});
