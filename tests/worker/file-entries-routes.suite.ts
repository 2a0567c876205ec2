import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fileEntries } from '../../db/files';
import { createUser, db, loginAs, postJson, request } from './support/http';
import { createTrack } from './support/music-fixtures';
import { entriesOf, patternBytes, r2Keys, sha256Hex, taggedMp3, uploader } from './support/upload-fixtures';
import { sanitizeFileName, sanitizeRelativePath } from '../../worker/file-entries/file-names';
import { updateSettings } from '../../worker/settings/settings-service';
import { createDb } from '../../worker/db';

function form(bytes: Uint8Array, name: string, type = 'audio/mpeg', extra: Record<string, string> = {}) {
  const data = new FormData();
  data.set('file', new File([bytes], name, { type }));
  for (const [k, v] of Object.entries(extra)) data.set(k, v);
  return data;
}

const upload = (data: FormData, headers: Record<string, string>) =>
  request('/api/v1/file-entries', { method: 'POST', headers: { Accept: 'application/json', ...headers }, body: data });

describe('POST /api/v1/file-entries', () => {
  it('stores the file under a server-built key and returns the entry with parsed tags', async () => {
    const { user, headers } = await uploader();
    const res = await upload(form(taggedMp3('Night Drive', 'The Testers'), 'song.mp3', 'audio/mpeg', { relativePath: 'album/../disc 1/song.mp3' }), headers);
    expect(res.status).toBe(201);
    const { fileEntry } = await res.json<any>();
    expect(fileEntry).toMatchObject({ name: 'song.mp3', mime: 'audio/mpeg', extension: 'mp3', path: 'album/disc 1/song.mp3' });
    expect(fileEntry.url).toBe(`/api/v1/file-entries/${fileEntry.id}/download`);
    expect(fileEntry.metadata).toMatchObject({ title: 'Night Drive', artists: ['The Testers'] });
    const [row] = await entriesOf(user.id);
    expect(row.key).toMatch(new RegExp(`^uploads/${user.id}/[A-Za-z0-9_-]{24}\\.mp3$`));
    expect(await env.MEDIA.head(row.key)).not.toBeNull();
  });

  it('refuses a name with path segments, storing nothing; control characters are cleaned', async () => {
    const { user, headers } = await uploader();
    const refused = await upload(form(patternBytes(100), '../../etc/passwd.mp3'), headers);
    expect(refused.status).toBe(422);
    expect((await refused.json<any>()).errors).toEqual({ file: ['The file name may not contain a path.'] });
    expect(await r2Keys(`uploads/${user.id}/`)).toEqual([]);
    expect(await entriesOf(user.id)).toEqual([]);

    const res = await upload(form(patternBytes(100), 'pass\u0007wd.mp3'), headers);
    expect(res.status).toBe(201);
    expect((await res.json<any>()).fileEntry.name).toBe('pass wd.mp3');
    expect(sanitizeFileName('C:\\Users\\x\\..\\a.mp3')).toBe('a.mp3');
    expect(sanitizeRelativePath('../../a/./b')).toBe('a/b');
  });

  it('refuses a file over uploads.max_size with the size in MB, storing nothing', async () => {
    const { user, headers } = await uploader();
    await setMaxSize(1024 * 1024);
    try {
      const res = await upload(form(patternBytes(1024 * 1024 + 1), 'big.mp3'), headers);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors).toEqual({ file: ['The file may not be greater than 1 MB.'] });
      expect(await r2Keys(`uploads/${user.id}/`)).toEqual([]);
      expect(await entriesOf(user.id)).toEqual([]);
    } finally {
      await setMaxSize(200 * 1024 * 1024);
    }
  });

  it('refuses a blocked extension and a blocked MIME type, storing nothing', async () => {
    const { user, headers } = await uploader();
    const exe = await upload(form(patternBytes(10), 'setup.exe', 'application/octet-stream'), headers);
    expect(exe.status).toBe(422);
    expect((await exe.json<any>()).errors).toEqual({ file: ['This file type is not allowed.'] });
    const html = await upload(form(patternBytes(10), 'page.txt', 'text/html'), headers);
    expect(html.status).toBe(422);
    expect(await r2Keys(`uploads/${user.id}/`)).toEqual([]);
    expect(await entriesOf(user.id)).toEqual([]);
  });

  it('refuses an upload when the space quota is used up (used >= limit), storing nothing', async () => {
    const { user, headers } = await uploader();
    await db().insert(fileEntries).values({ user_id: user.id, name: 'old.mp3', key: `uploads/${user.id}/old-quota.mp3`, mime: 'audio/mpeg', file_size: 2 * 1024 * 1024 * 1024 });
    const res = await upload(form(patternBytes(10), 'one.mp3'), headers);
    expect(res.status).toBe(403);
    expect((await res.json<any>()).message).toBe('You have used all of your storage space.');
    expect(await r2Keys(`uploads/${user.id}/`)).toEqual([]);
    expect(await entriesOf(user.id)).toHaveLength(1);
  });

  it('needs files.create', async () => {
    const listener = await createUser();
    const res = await upload(form(patternBytes(10), 'a.mp3'), (await loginAs(listener.id)).headers);
    expect(res.status).toBe(403);
  });
});

const setMaxSize = (bytes: number) => updateSettings(env, createDb(env.DB), { 'uploads.max_size': bytes });

async function uploaded(headers: Record<string, string>, bytes = patternBytes(4096)) {
  return (await (await upload(form(bytes, 'track.mp3'), headers)).json<any>()).fileEntry;
}

describe('GET /api/v1/file-entries/{id}/download', () => {
  it('serves the owner the bytes, whole and by range', async () => {
    const { headers } = await uploader();
    const bytes = patternBytes(4096);
    const entry = await uploaded(headers, bytes);
    const whole = await request(entry.url, { headers });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Disposition')).toContain('attachment; filename="track.mp3"');
    expect(await sha256Hex(await whole.arrayBuffer())).toBe(await sha256Hex(bytes));
    const part = await request(entry.url, { headers: { ...headers, Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(10, 20));
  });

  it('answers another user without files.update as if the entry did not exist', async () => {
    const owner = await uploader();
    const other = await uploader();
    const entry = await uploaded(owner.headers);
    expect((await request(entry.url, { headers: other.headers })).status).toBe(404);
  });
});

describe('POST /api/v1/file-entries/delete', () => {
  it('answers 422 to a request that names no entry (an empty body, or only unknown keys)', async () => {
    const { headers } = await uploader();
    // (A __proto__ key is refused for itself: hostile-input.suite.ts.)
    for (const body of [{}, { entryIds: [], paths: [] }, { files: [1], deleteForever: true }]) {
      const res = await postJson('/api/v1/file-entries/delete', body, headers);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors.entryIds).toEqual(['Choose the files to delete.']);
    }
  });

  it('soft-deletes own entries and frees their space', async () => {
    const { user, headers } = await uploader();
    const entry = await uploaded(headers);
    const res = await postJson('/api/v1/file-entries/delete', { entryIds: [entry.id] }, headers);
    expect(res.status).toBe(200);
    const [row] = await entriesOf(user.id);
    expect(row.deleted_at).not.toBeNull();
    expect(await env.MEDIA.head(row.key)).not.toBeNull();
    expect((await request(entry.url, { headers })).status).toBe(404);
  });

  it('deletes forever: the object and the row are gone; other users entries are untouched', async () => {
    const { user, headers } = await uploader();
    const other = await uploader();
    const mine = await uploaded(headers);
    const theirs = await uploaded(other.headers);
    const [row] = await entriesOf(user.id);
    const res = await postJson('/api/v1/file-entries/delete', { entryIds: [mine.id, theirs.id], deleteForever: true }, headers);
    expect(res.status).toBe(200);
    expect(await entriesOf(user.id)).toEqual([]);
    expect(await env.MEDIA.head(row.key)).toBeNull();
    expect(await entriesOf(other.user.id)).toHaveLength(1);
  });

  it('keeps the object of a published track when its entry is deleted forever', async () => {
    const { user, headers } = await uploader();
    await uploaded(headers);
    const [row] = await entriesOf(user.id);
    const track = await createTrack({ values: { audio_key: row.key, audio_mime: row.mime, audio_size: row.file_size } });
    const res = await postJson('/api/v1/file-entries/delete', { entryIds: [row.id], deleteForever: true }, headers);
    expect(res.status).toBe(200);
    expect(await entriesOf(user.id)).toEqual([]);
    expect(await env.MEDIA.head(row.key)).not.toBeNull();
    expect((await request(`/api/v1/tracks/${track.id}/stream`)).status).toBe(200);
  });
});
