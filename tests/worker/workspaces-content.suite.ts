import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { workspaceItems } from '../../db/workspaces';
import { fileEntries } from '../../db/files';
import { createUser, db, loginAs, postJson, request } from './support/http';
import { taggedMp3 } from './support/upload-fixtures';
import { addMember, createWorkspace } from './support/workspace-fixtures';
import { WORKSPACE_ROLES } from '../../worker/workspaces/workspace-types';

// Issue 12: backstage content and file entries belong to the workspace the
// client sends (SPEC section 7, workspaceId); members share them, strangers
// see nothing, and personal content stays in the default workspace 0.

type Person = { id: number; headers: Record<string, string> };

async function artist(): Promise<Person> {
  const user = await createUser({ roles: ['artists'] });
  return { id: user.id, headers: (await loginAs(user.id)).headers };
}

const scoped = (path: string, workspaceId: number) => `/api/v1/${path}${path.includes('?') ? '&' : '?'}workspaceId=${workspaceId}`;
const get = (path: string, workspaceId: number, who: Person) => request(scoped(path, workspaceId), { headers: { Accept: 'application/json', ...who.headers } });
const put = (path: string, workspaceId: number, who: Person, body: unknown) =>
  request(scoped(path, workspaceId), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...who.headers },
    body: JSON.stringify(body),
  });
const post = (path: string, workspaceId: number, who: Person, body: unknown) => postJson(scoped(path, workspaceId), body, who.headers);

async function uploadTo(workspaceId: number, who: Person, title = 'Harbor Lights') {
  const data = new FormData();
  data.append('file', new File([taggedMp3(title, 'Someone')], `${title}.mp3`, { type: 'audio/mpeg' }));
  const res = await request(scoped('file-entries', workspaceId), { method: 'POST', headers: { Accept: 'application/json', ...who.headers }, body: data });
  expect(res.status).toBe(201);
  return (await res.json<any>()).fileEntry as { id: number; url: string };
}

async function publishIn(workspaceId: number, who: Person, name = 'Harbor Lights') {
  const entry = await uploadTo(workspaceId, who, name);
  const res = await post('backstage/tracks', workspaceId, who, { name, file_entry_id: entry.id });
  expect(res.status).toBe(201);
  return { track: (await res.json<any>()).track as { id: number; artists: { id: number; name: string }[] }, entry };
}

const heldBy = async (type: 'track' | 'album' | 'artist' | 'file_entry', id: number) =>
  (
    await db()
      .select()
      .from(workspaceItems)
      .where(and(eq(workspaceItems.item_type, type), eq(workspaceItems.item_id, id)))
  )[0]?.workspace_id ?? 0;

async function band() {
  const [owner, member, stranger] = [await artist(), await artist(), await artist()];
  const workspace = await createWorkspace(owner.id, 'Tide Collective');
  await addMember(workspace.id, member.id);
  return { workspace, owner, member, stranger };
}

describe('backstage in a workspace', () => {
  it("holds what is uploaded and published in it; every member edits it, and it is nobody's personal content", async () => {
    const { workspace, owner, member } = await band();
    const { track, entry } = await publishIn(workspace.id, member);
    expect(await heldBy('file_entry', entry.id)).toBe(workspace.id);
    expect(await heldBy('track', track.id)).toBe(workspace.id);
    // With no artist named, the workspace's own artist is credited, created under its name.
    expect(track.artists.map((a) => a.name)).toEqual(['Tide Collective']);
    expect(await heldBy('artist', track.artists[0].id)).toBe(workspace.id);

    expect((await get(`backstage/tracks/${track.id}`, workspace.id, owner)).status).toBe(200);
    const renamed = await put(`backstage/tracks/${track.id}`, workspace.id, owner, { name: 'Harbor Lights (edit)' });
    expect(renamed.status).toBe(200);
    expect((await renamed.json<any>()).track.name).toBe('Harbor Lights (edit)');
    // Outside the workspace, even its uploader cannot open it.
    expect((await get(`backstage/tracks/${track.id}`, 0, member)).status).toBe(403);
  });

  it('shows a stranger nothing: not the workspace scope (403), nor its content from their own (403)', async () => {
    const { workspace, member, stranger } = await band();
    const { track } = await publishIn(workspace.id, member);
    expect((await get(`backstage/tracks/${track.id}`, workspace.id, stranger)).status).toBe(403);
    expect((await get(`backstage/tracks/${track.id}`, 0, stranger)).status).toBe(403);
    expect((await get('backstage/albums', workspace.id, stranger)).status).toBe(403);
    expect((await post('backstage/tracks', workspace.id, stranger, { name: 'Intruder' })).status).toBe(403);
  });

  it('keeps personal content in the default workspace, out of reach from a workspace', async () => {
    const { workspace, owner } = await band();
    const { track } = await publishIn(0, owner, 'Solo Song');
    expect(await heldBy('track', track.id)).toBe(0);
    expect((await get(`backstage/tracks/${track.id}`, 0, owner)).status).toBe(200);
    expect((await get(`backstage/tracks/${track.id}`, workspace.id, owner)).status).toBe(403);
    // A personal upload cannot be published into the workspace either.
    const personal = await uploadTo(0, owner, 'Personal Take');
    const res = await post('backstage/tracks', workspace.id, owner, { name: 'Moved', file_entry_id: personal.id });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.file_entry_id).toBeDefined();
  });

  it("lists the albums a track may join in the workspace: the workspace's, not anyone's personal ones", async () => {
    const { workspace, owner, member } = await band();
    const shared = await post('backstage/albums', workspace.id, member, { name: 'Shared Album' });
    expect(shared.status).toBe(201);
    expect((await post('backstage/albums', 0, owner, { name: 'Owner Solo Album' })).status).toBe(201);
    const inWorkspace = await (await get('backstage/albums', workspace.id, owner)).json<any>();
    expect(inWorkspace.albums.map((a: any) => a.name)).toEqual(['Shared Album']);
    const personal = await (await get('backstage/albums', 0, owner)).json<any>();
    expect(personal.albums.map((a: any) => a.name)).toEqual(['Owner Solo Album']);
  });

  it('takes access away from a removed member at once', async () => {
    const { workspace, owner, member } = await band();
    const { track } = await publishIn(workspace.id, member);
    const removed = await request(`/api/v1/workspace/${workspace.id}/member/${member.id}`, {
      method: 'DELETE',
      headers: { Accept: 'application/json', ...owner.headers },
    });
    expect(removed.status).toBe(200);
    expect((await get(`backstage/tracks/${track.id}`, workspace.id, member)).status).toBe(403);
    expect((await get(`backstage/tracks/${track.id}`, workspace.id, owner)).status).toBe(200);
  });
});

describe('file entries in a workspace', () => {
  it('lets members download its uploads; others get 404 (or 403 for the scope)', async () => {
    const { workspace, owner, member, stranger } = await band();
    const entry = await uploadTo(workspace.id, member);
    expect((await get(`file-entries/${entry.id}/download`, workspace.id, owner)).status).toBe(200);
    expect((await get(`file-entries/${entry.id}/download`, 0, stranger)).status).toBe(404);
    expect((await get(`file-entries/${entry.id}/download`, 0, member)).status).toBe(404);
    expect((await get(`file-entries/${entry.id}/download`, workspace.id, stranger)).status).toBe(403);
  });

  it("lets members delete their own uploads there, and the owner and admins anyone's", async () => {
    const { workspace, owner, member } = await band();
    const colleague = await artist();
    await addMember(workspace.id, colleague.id, WORKSPACE_ROLES.member);
    const entry = await uploadTo(workspace.id, member);
    const deletedAt = async () => (await db().select().from(fileEntries).where(eq(fileEntries.id, entry.id)))[0].deleted_at;
    expect((await post('file-entries/delete', workspace.id, colleague, { entryIds: [entry.id] })).status).toBe(200);
    expect(await deletedAt()).toBeNull();
    expect((await post('file-entries/delete', 0, member, { entryIds: [entry.id] })).status).toBe(200);
    expect(await deletedAt()).toBeNull();
    expect((await post('file-entries/delete', workspace.id, owner, { entryIds: [entry.id] })).status).toBe(200);
    expect(await deletedAt()).not.toBeNull();
  });
});
