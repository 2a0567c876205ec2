import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { postJson, request } from './support/http';
import { entriesOf, patternBytes, r2Keys, sha256Hex, uploader } from './support/upload-fixtures';
import { S3Storage } from '../../worker/storage/s3-storage';
import { partMarkerPrefix } from '../../worker/storage/r2-storage';

const MiB = 1024 * 1024;

async function startMultipart(headers: Record<string, string>, size: number) {
  const res = await postJson('/api/v1/s3/multipart/create', { filename: 'long mix.flac', mime: 'audio/flac', size, extension: 'flac' }, headers);
  expect(res.status).toBe(200);
  return res.json<{ uploadId: string; key: string }>();
}

async function putParts(headers: Record<string, string>, ref: { uploadId: string; key: string }, parts: Uint8Array[]) {
  const signed = await postJson('/api/v1/s3/multipart/batch-sign-part-urls', { ...ref, partNumbers: parts.map((_, i) => i + 1) }, headers);
  const { urls } = await signed.json<{ urls: { partNumber: number; url: string }[] }>();
  const etags: { PartNumber: number; ETag: string }[] = [];
  for (const { partNumber, url } of urls) {
    // The signed URL is the authorization: no cookie, no XSRF header.
    const res = await request(url.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', body: parts[partNumber - 1] });
    expect(res.status).toBe(200);
    etags.push({ PartNumber: partNumber, ETag: res.headers.get('ETag')! });
  }
  return etags;
}

describe('POST /api/v1/s3/multipart/*', () => {
  it('uploads two parts through signed URLs, lists them, completes and creates the entry', async () => {
    const { user, headers } = await uploader();
    const bytes = patternBytes(6 * MiB);
    const ref = await startMultipart(headers, bytes.length);
    expect(ref.key).toMatch(new RegExp(`^uploads/${user.id}/[A-Za-z0-9_-]{24}\\.flac$`));
    const parts = await putParts(headers, ref, [bytes.subarray(0, 5 * MiB), bytes.subarray(5 * MiB)]);
    const listed = await (await postJson('/api/v1/s3/multipart/get-uploaded-parts', ref, headers)).json<any>();
    expect(listed.parts).toEqual([
      { PartNumber: 1, ETag: parts[0].ETag, Size: 5 * MiB },
      { PartNumber: 2, ETag: parts[1].ETag, Size: MiB },
    ]);
    const done = await postJson('/api/v1/s3/multipart/complete', { ...ref, parts }, headers);
    expect(done.status).toBe(200);
    const entry = await postJson('/api/v1/s3/entries', { filename: ref.key, size: bytes.length, clientName: 'long mix.flac', clientMime: 'audio/flac', clientExtension: 'flac' }, headers);
    expect(entry.status).toBe(201);
    const { fileEntry } = await entry.json<any>();
    expect(fileEntry).toMatchObject({ name: 'long mix.flac', file_size: bytes.length });
    const download = await request(fileEntry.url, { headers });
    expect(await sha256Hex(await download.arrayBuffer())).toBe(await sha256Hex(bytes));
  });

  it('refuses a wrong ETag with 422 and creates nothing', async () => {
    const { user, headers } = await uploader();
    const ref = await startMultipart(headers, 6 * MiB);
    const parts = await putParts(headers, ref, [patternBytes(5 * MiB), patternBytes(MiB)]);
    const res = await postJson('/api/v1/s3/multipart/complete', { ...ref, parts: [parts[0], { PartNumber: 2, ETag: '"not-the-etag"' }] }, headers);
    expect(res.status).toBe(422);
    expect(await env.MEDIA.head(ref.key)).toBeNull();
    expect(await entriesOf(user.id)).toEqual([]);
  });

  it('aborts: no object, no part records, no entry', async () => {
    const { user, headers } = await uploader();
    const ref = await startMultipart(headers, 6 * MiB);
    await putParts(headers, ref, [patternBytes(5 * MiB)]);
    expect((await postJson('/api/v1/s3/multipart/abort', ref, headers)).status).toBe(200);
    expect(await env.MEDIA.head(ref.key)).toBeNull();
    expect(await r2Keys(await partMarkerPrefix(ref.uploadId))).toEqual([]);
    expect((await postJson('/api/v1/s3/entries', { filename: ref.key, size: 1, clientName: 'x.flac' }, headers)).status).toBe(422);
    expect(await entriesOf(user.id)).toEqual([]);
  });

  it('refuses a tampered signature and another user’s key', async () => {
    const { headers } = await uploader();
    const other = await uploader();
    const ref = await startMultipart(headers, 6 * MiB);
    const { urls } = await (await postJson('/api/v1/s3/multipart/batch-sign-part-urls', { ...ref, partNumbers: [1] }, headers)).json<any>();
    const tampered = urls[0].url.replace('partNumber=1', 'partNumber=2').replace(/^https?:\/\/[^/]+/, '');
    expect((await request(tampered, { method: 'PUT', body: patternBytes(10) })).status).toBe(403);
    expect((await postJson('/api/v1/s3/multipart/get-uploaded-parts', ref, other.headers)).status).toBe(403);
    expect((await postJson('/api/v1/s3/multipart/batch-sign-part-urls', { ...ref, partNumbers: [...Array(11).keys()].map((n) => n + 1) }, headers)).status).toBe(422);
  });
});

describe('POST /api/v1/s3/simple/presign', () => {
  it('signs one PUT for a server-built key; the entry follows', async () => {
    const { headers } = await uploader();
    const bytes = patternBytes(1000);
    const res = await postJson('/api/v1/s3/simple/presign', { filename: 'a.mp3', mime: 'audio/mpeg', size: bytes.length, extension: 'mp3' }, headers);
    const { url, acl, key } = await res.json<any>();
    expect(acl).toBe('private');
    expect((await request(url.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', body: bytes })).status).toBe(200);
    expect((await env.MEDIA.head(key))?.size).toBe(1000);
    const entry = await postJson('/api/v1/s3/entries', { filename: key, size: 1000, clientName: 'a.mp3', clientMime: 'audio/mpeg' }, headers);
    expect(entry.status).toBe(201);
  });

  it('takes the key’s file name as SPEC section 7’s clients send it, and only for the caller’s own upload', async () => {
    const { user, headers } = await uploader();
    const other = await uploader();
    const { url, key } = await (await postJson('/api/v1/s3/simple/presign', { filename: 'b.mp3', mime: 'audio/mpeg', size: 10, extension: 'mp3' }, headers)).json<any>();
    expect((await request(url.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', body: patternBytes(10) })).status).toBe(200);
    const fileName = key.split('/').pop();
    const stranger = await postJson('/api/v1/s3/entries', { filename: fileName, size: 10, clientName: 'b.mp3' }, other.headers);
    expect(stranger.status).toBe(422);
    expect(await entriesOf(other.user.id)).toEqual([]);
    const entry = await postJson('/api/v1/s3/entries', { filename: fileName, size: 10, clientName: 'b.mp3', clientMime: 'audio/mpeg' }, headers);
    expect(entry.status).toBe(201);
    expect(await entriesOf(user.id)).toHaveLength(1);
    expect((await postJson('/api/v1/s3/entries', { filename: '../1/x.mp3', size: 10, clientName: 'b.mp3' }, headers)).status).toBe(403);
  });

  it('checks limits before signing', async () => {
    const { headers } = await uploader();
    const res = await postJson('/api/v1/s3/simple/presign', { filename: 'x.exe', mime: 'application/octet-stream', size: 10, extension: 'exe' }, headers);
    expect(res.status).toBe(422);
    const pathName = await postJson('/api/v1/s3/simple/presign', { filename: '../other-user/a.mp3', mime: 'audio/mpeg', size: 10, extension: 'mp3' }, headers);
    expect(pathName.status).toBe(422);
    expect((await pathName.json<any>()).errors).toEqual({ filename: ['The file name may not contain a path.'] });
  });
});

describe('S3Storage (driver s3)', () => {
  it('presigns part and object URLs against the configured endpoint', async () => {
    const storage = new S3Storage({ S3_ENDPOINT: 'https://s3.example.test', S3_BUCKET: 'media', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'AKIDTEST', S3_SECRET_ACCESS_KEY: 'secret' });
    const part = new URL(await storage.signPartUrl('uploads/1/abc.mp3', 'upload-1', 3));
    expect(part.origin + part.pathname).toBe('https://s3.example.test/media/uploads/1/abc.mp3');
    expect(part.searchParams.get('partNumber')).toBe('3');
    expect(part.searchParams.get('uploadId')).toBe('upload-1');
    expect(part.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const put = new URL(await storage.signPutUrl('uploads/1/abc.mp3', 'audio/mpeg', 10));
    expect(put.searchParams.get('X-Amz-Credential')).toContain('AKIDTEST');
  });
});
