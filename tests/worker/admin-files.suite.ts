import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { fileEntries } from '../../db/files';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { filesList } from '../../worker/admin/files/files-list';
import { adminHeaders, createUser, db } from './support/http';
import { adminList, expectAdminOnly, send } from './support/admin-api';
import { createTrack } from './support/music-fixtures';
import { planOf } from './support/query-plan';

// Issue 13, docs/api/admin.md "Files" (files.update).

let n = 0;
/** An entry of `userId` whose object (and cover, when asked) is stored in R2. */
async function storedEntry(userId: number, values: Partial<typeof fileEntries.$inferInsert> = {}, cover = false) {
  const key = `uploads/${userId}/admin-files-${Date.now().toString(36)}-${++n}.bin`;
  const coverKey = cover ? `${key}.cover.png` : undefined;
  await env.MEDIA.put(key, new Uint8Array([1, 2, 3]));
  if (coverKey) await env.MEDIA.put(coverKey, new Uint8Array([4]));
  const [entry] = await db()
    .insert(fileEntries)
    .values({ user_id: userId, name: `file ${n}.bin`, key, mime: 'application/octet-stream', extension: 'bin', file_size: 3, metadata: coverKey ? { cover_key: coverKey } : null, ...values })
    .returning();
  return entry;
}

const stored = async (key: string) => (await env.MEDIA.head(key)) !== null;

describe('GET /api/v1/file-entries', () => {
  it('lists every user’s entries with their owner, filtered by type family and owner', async () => {
    const owner = await createUser();
    const song = await storedEntry(owner.id, { name: 'Song.MP3', mime: 'audio/mpeg', extension: 'mp3', file_size: 5000 });
    const cover = await storedEntry(owner.id, { name: 'cover.png', mime: 'image/png', extension: 'png', file_size: 10 });
    const doc = await storedEntry(owner.id, { name: 'notes.txt', mime: 'text/plain', extension: 'txt', deleted_at: '2026-01-01T00:00:00.000Z' });
    const ids = async (query: string) => (await adminList('file-entries', `perPage=100&owner=${owner.id}&${query}`)).data.map((f) => f.id);

    const page = await adminList('file-entries', `owner=${owner.id}`);
    expect(page.data.find((f) => f.id === song.id)).toMatchObject({ name: 'Song.MP3', mime: 'audio/mpeg', extension: 'mp3', file_size: 5000, owner: { id: owner.id, name: owner.name, image: null } });
    expect(page.data[0]).not.toHaveProperty('key');
    expect(await ids('type=audio')).toEqual([song.id]);
    expect(await ids('type=image')).toEqual([cover.id]);
    expect(await ids('type=other')).toEqual([doc.id]);
    expect(await ids('orderBy=file_size&orderDir=desc')).toEqual([song.id, cover.id, doc.id]);
    expect(await ids('query=song')).toEqual([song.id]);
    expect((await adminList('file-entries', `owner=${owner.id}&query=ong`)).total).toBe(0);
  });

  it('refuses an unknown type, owner or sort with 422', async () => {
    const headers = await adminHeaders();
    for (const query of ['type=video', 'owner=me', 'orderBy=name', 'orderBy=key']) {
      expect((await send('GET', `/api/v1/file-entries?${query}`, headers)).status, query).toBe(422);
    }
  });

  it('reaches every filter, sort and the search through an index (no scan of file_entries)', async () => {
    const schema = listQuerySchema(filesList);
    const queries = [{}, { orderBy: 'file_size' }, { type: 'audio' }, { type: 'image', orderBy: 'file_size', orderDir: 'desc' }, { type: 'other' }, { owner: '3' }, { query: 'song' }, { owner: '3', type: 'audio' }];
    for (const query of queries) {
      const plan = (await planOf(listStatement(db(), filesList, schema.parse(query)))).join('\n');
      expect(plan, `${JSON.stringify(query)}\n${plan}`).not.toMatch(/SCAN (file_entries|users)(?!_)(?! USING)/);
    }
  });
});

describe('DELETE /api/v1/file-entries/{ids}', () => {
  it('deletes the entries and their stored objects forever, keeping an object a published track streams', async () => {
    const owner = await createUser();
    const loose = await storedEntry(owner.id, {}, true);
    const streamed = await storedEntry(owner.id, { mime: 'audio/wav' });
    await createTrack({ values: { audio_key: streamed.key, audio_mime: 'audio/wav', audio_size: 3 } });

    const res = await send('DELETE', `/api/v1/file-entries/${loose.id},${streamed.id}`, await adminHeaders());
    expect(res.status).toBe(200);
    expect(await db().select().from(fileEntries).where(inArray(fileEntries.id, [loose.id, streamed.id]))).toEqual([]);
    expect(await stored(loose.key)).toBe(false);
    expect(await stored(`${loose.key}.cover.png`)).toBe(false);
    expect(await stored(streamed.key)).toBe(true);
  });

  it('refuses an unknown id (404) or a malformed list (422) and deletes nothing', async () => {
    const entry = await storedEntry((await createUser()).id);
    const headers = await adminHeaders();
    expect((await send('DELETE', `/api/v1/file-entries/${entry.id},99999999`, headers)).status).toBe(404);
    expect((await send('DELETE', '/api/v1/file-entries/x', headers)).status).toBe(422);
    expect(await db().select().from(fileEntries).where(eq(fileEntries.id, entry.id))).toHaveLength(1);
    expect(await stored(entry.key)).toBe(true);
  });
});

describe('files.update', () => {
  it('guards the list and delete forever: a guest gets 401, a listener 403', async () => {
    const entry = await storedEntry((await createUser()).id);
    await expectAdminOnly([
      ['GET', '/api/v1/file-entries'],
      ['DELETE', `/api/v1/file-entries/${entry.id}`],
    ]);
    expect(await stored(entry.key)).toBe(true);
  });
});
