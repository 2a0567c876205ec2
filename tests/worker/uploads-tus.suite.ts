import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { db, postJson, request } from './support/http';
import { fileEntries } from '../../db/files';
import { entriesOf, patternBytes, r2Keys, sha256Hex, uploader } from './support/upload-fixtures';
import { TUS_PART_BYTES } from '../../worker/file-entries/upload-constants';

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => btoa(text);

async function create(headers: Record<string, string>, length: number, name = 'mix.mp3', type = 'audio/mpeg') {
  return request('/api/v1/tus/upload', {
    method: 'POST',
    headers: { ...headers, ...TUS, 'Upload-Length': String(length), 'Upload-Metadata': `name ${b64(name)},type ${b64(type)}` },
  });
}

function patch(headers: Record<string, string>, location: string, offset: number, body: Uint8Array) {
  return request(location, {
    method: 'PATCH',
    headers: { ...headers, ...TUS, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
    body,
  });
}

const uploadKeyOf = (location: string) => location.split('/').pop()!;

describe('OPTIONS /api/v1/tus/upload', () => {
  it('announces tus 1.0.0, creation and termination, and the size limit', async () => {
    const res = await request('/api/v1/tus/upload', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('Tus-Version')).toBe('1.0.0');
    expect(res.headers.get('Tus-Extension')).toBe('creation,termination');
    expect(res.headers.get('Tus-Max-Size')).toBe(String(200 * 1024 * 1024));
  });
});

describe('POST /api/v1/tus/upload', () => {
  it('creates an upload and answers its location', async () => {
    const { headers } = await uploader();
    const res = await create(headers, 10);
    expect(res.status).toBe(201);
    expect(res.headers.get('Location')).toMatch(/^\/api\/v1\/tus\/upload\/[A-Za-z0-9_-]{32}$/);
  });

  it('checks the limits from Upload-Length and Upload-Metadata before anything is stored', async () => {
    const { headers } = await uploader();
    const big = await create(headers, 300 * 1024 * 1024);
    expect(big.status).toBe(422);
    expect((await big.json<any>()).errors).toEqual({ file: ['The file may not be greater than 200 MB.'] });
    const blocked = await create(headers, 10, 'run.sh', 'text/plain');
    expect(blocked.status).toBe(422);
    expect((await blocked.json<any>()).errors).toEqual({ file: ['This file type is not allowed.'] });
  });

  it('refuses a write without the XSRF header', async () => {
    const { headers } = await uploader();
    const { 'X-XSRF-TOKEN': _omit, ...withoutXsrf } = headers;
    expect((await create(withoutXsrf, 10)).status).toBe(419);
  });
});

describe('PATCH /api/v1/tus/upload/{uploadKey}', () => {
  it('re-cuts chunks into 5 MiB parts, resumes from the server offset and completes with identical bytes', async () => {
    const { user, headers } = await uploader();
    const size = 12 * 1024 * 1024;
    const bytes = patternBytes(size);
    const location = (await create(headers, size)).headers.get('Location')!;
    const key = uploadKeyOf(location);

    // A 3 MiB chunk: no full part yet, everything waits in the tail.
    let res = await patch(headers, location, 0, bytes.subarray(0, 3 * 1024 * 1024));
    expect(res.status).toBe(204);
    expect(res.headers.get('Upload-Offset')).toBe(String(3 * 1024 * 1024));
    expect(await r2Keys(`tus/${key}/`)).toEqual([`tus/${key}/tail`]);

    // A chunk at a stale offset is refused with the current one.
    res = await patch(headers, location, 0, bytes.subarray(0, 10));
    expect(res.status).toBe(409);

    // The client asks where to resume.
    const head = await request(location, { method: 'HEAD', headers: { ...headers, ...TUS } });
    expect(head.headers.get('Upload-Offset')).toBe(String(3 * 1024 * 1024));
    expect(head.headers.get('Upload-Length')).toBe(String(size));

    res = await patch(headers, location, 3 * 1024 * 1024, bytes.subarray(3 * 1024 * 1024, 8 * 1024 * 1024));
    expect(res.headers.get('Upload-Offset')).toBe(String(8 * 1024 * 1024));
    res = await patch(headers, location, 8 * 1024 * 1024, bytes.subarray(8 * 1024 * 1024));
    expect(res.status).toBe(204);
    expect(res.headers.get('Upload-Offset')).toBe(String(size));
    expect(await r2Keys(`tus/${key}/`)).toEqual([]);

    const entryRes = await postJson('/api/v1/tus/entries', { uploadKey: key }, headers);
    expect(entryRes.status).toBe(201);
    const { fileEntry } = await entryRes.json<any>();
    expect(fileEntry).toMatchObject({ name: 'mix.mp3', file_size: size });
    const download = await request(fileEntry.url, { headers });
    expect(await sha256Hex(await download.arrayBuffer())).toBe(await sha256Hex(bytes));
    expect(await entriesOf(user.id)).toHaveLength(1);
    // Once only.
    expect((await postJson('/api/v1/tus/entries', { uploadKey: key }, headers)).status).toBe(404);
    expect(TUS_PART_BYTES).toBe(5 * 1024 * 1024);
  });

  it('answers 423 while another chunk is being written', async () => {
    const { headers } = await uploader();
    const location = (await create(headers, 10)).headers.get('Location')!;
    const stub = env.TUS_UPLOAD.get(env.TUS_UPLOAD.idFromName(uploadKeyOf(location)));
    expect(await stub.beginChunk(0)).toMatchObject({ ok: true });
    expect((await patch(headers, location, 0, patternBytes(10))).status).toBe(423);
    await stub.releaseChunk();
    expect((await patch(headers, location, 0, patternBytes(10))).status).toBe(204);
  });

  it('hides another user’s upload', async () => {
    const owner = await uploader();
    const other = await uploader();
    const location = (await create(owner.headers, 10)).headers.get('Location')!;
    expect((await patch(other.headers, location, 0, patternBytes(10))).status).toBe(404);
    expect((await postJson('/api/v1/tus/entries', { uploadKey: uploadKeyOf(location) }, other.headers)).status).toBe(404);
  });

  it('checks the quota again at the end: uploads side by side that together overrun it leave nothing behind', async () => {
    const { user, headers } = await uploader();
    const quota = 2 * 1024 * 1024 * 1024; // the artists role's `space` (db/seed/permissions.ts)
    const location = (await create(headers, 10)).headers.get('Location')!;
    expect((await patch(headers, location, 0, patternBytes(10))).status).toBe(204);
    // Meanwhile another upload of the user's took all but 5 bytes of the space.
    await db().insert(fileEntries).values({ user_id: user.id, name: 'other.mp3', key: `uploads/${user.id}/other-upload.mp3`, mime: 'audio/mpeg', file_size: quota - 5 });

    const res = await postJson('/api/v1/tus/entries', { uploadKey: uploadKeyOf(location) }, headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.file).toEqual(['This file would exceed your storage space.']);
    expect(await entriesOf(user.id)).toHaveLength(1);
    expect(await r2Keys(`uploads/${user.id}/`)).toEqual([]);
    expect((await request(location, { method: 'HEAD', headers: { ...headers, ...TUS } })).status).toBe(404);
  });

  it('refuses an entry for an incomplete upload', async () => {
    const { headers } = await uploader();
    const location = (await create(headers, 10)).headers.get('Location')!;
    await patch(headers, location, 0, patternBytes(4));
    expect((await postJson('/api/v1/tus/entries', { uploadKey: uploadKeyOf(location) }, headers)).status).toBe(422);
  });
});

describe('DELETE /api/v1/tus/upload/{uploadKey}', () => {
  it('terminates: aborts the multipart and removes the tail; the upload is gone', async () => {
    const { user, headers } = await uploader();
    const size = 7 * 1024 * 1024;
    const location = (await create(headers, size)).headers.get('Location')!;
    const key = uploadKeyOf(location);
    await patch(headers, location, 0, patternBytes(6 * 1024 * 1024));
    expect(await r2Keys(`tus/${key}/`)).toHaveLength(1);
    const res = await request(location, { method: 'DELETE', headers: { ...headers, ...TUS } });
    expect(res.status).toBe(204);
    expect(await r2Keys(`tus/${key}/`)).toEqual([]);
    expect(await r2Keys(`uploads/${user.id}/`)).toEqual([]);
    expect((await request(location, { method: 'HEAD', headers })).status).toBe(404);
  });

  it('lets the alarm clean a finished upload that never became an entry', async () => {
    const { user, headers } = await uploader();
    const location = (await create(headers, 10)).headers.get('Location')!;
    await patch(headers, location, 0, patternBytes(10));
    expect(await r2Keys(`uploads/${user.id}/`)).toHaveLength(1);
    const stub = env.TUS_UPLOAD.get(env.TUS_UPLOAD.idFromName(uploadKeyOf(location)));
    await runInDurableObject(stub, async (_instance, state) => {
      const current = (await state.storage.get<any>('state'))!;
      await state.storage.put('state', { ...current, expiresAt: Date.now() - 1 });
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await r2Keys(`uploads/${user.id}/`)).toEqual([]);
    expect(await runDurableObjectAlarm(stub)).toBe(false);
  });
});
