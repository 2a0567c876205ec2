import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { artistsNamed, resolveArtistIds } from '../../worker/backstage/catalog-names';
import { createUser, db } from './support/http';
import { createArtist } from './support/music-fixtures';
import { planOf } from './support/query-plan';
import { loadAuthUser } from '../../worker/permissions/load-user';
import { createWorkspace } from './support/workspace-fixtures';

const countRows = async (from: string, ...params: unknown[]) =>
  Number((await env.DB.prepare(`SELECT count(*) AS n FROM ${from}`).bind(...params).first<{ n: number }>())!.n);
const artistsUser = async () => (await loadAuthUser(db(), (await createUser({ roles: ['artists'] })).id))!;

describe('credited artists by name (backstage)', () => {
  it('finds an existing artist in any ASCII case, and in its exact spelling in other scripts', async () => {
    const latin = await createArtist({ name: 'Velvet Coastline' });
    const accented = await createArtist({ name: 'Émile Durand' });
    const user = (await loadAuthUser(db(), (await createUser({ roles: ['artists'] })).id))!;
    const ids = await resolveArtistIds(db(), user, ['VELVET coastline', 'Émile Durand', 'émile durand']);
    expect(ids[0]).toBe(latin.id);
    // "Émile Durand" and "émile durand" are one name (JavaScript folds É), which is the existing artist.
    expect(ids).toEqual([latin.id, accented.id]);
  });

  it('reads the artists through the lower(name) index, never a scan', async () => {
    const plan = await planOf(artistsNamed(db(), [{ slug: 'velvet coastline', display: 'Velvet Coastline' }]));
    expect(plan.join('\n')).toContain('artists_name_lower_idx');
    expect(plan.join('\n')).not.toMatch(/SCAN artists/);
  });

  // Uploads at the same time: each looked for the artist before any wrote it, and each created one.
  it('creates an uploader\'s own artist once when first uploads run at the same time', async () => {
    const user = await artistsUser();
    const ids = await Promise.all(Array.from({ length: 4 }, () => resolveArtistIds(db(), user, [])));
    expect(new Set(ids.flat()).size).toBe(1);
    expect(await countRows('artists WHERE owner_id = ?', user.id)).toBe(1);
  });

  it('creates a new credited name once when uploads naming it run at the same time', async () => {
    const user = await artistsUser();
    const name = `Fresh Name ${crypto.randomUUID().slice(0, 6)}`;
    const ids = await Promise.all([resolveArtistIds(db(), user, [name, 'Velvet Coastline']), resolveArtistIds(db(), user, [name.toUpperCase()]), resolveArtistIds(db(), user, [name])]);
    expect(new Set(ids.map((list) => list[0])).size).toBe(1);
    expect(await countRows('artists WHERE lower(name) = lower(?)', name)).toBe(1);
  });

  it('creates a workspace\'s artist, and its workspace item, once when first uploads run at the same time', async () => {
    const user = await artistsUser();
    const team = `Night Shift ${crypto.randomUUID().slice(0, 6)}`;
    const workspace = await createWorkspace(user.id, team);
    const ids = await Promise.all(Array.from({ length: 4 }, () => resolveArtistIds(db(), user, [], workspace.id)));
    expect(new Set(ids.flat()).size).toBe(1);
    expect(await countRows(`workspace_items WHERE workspace_id = ? AND item_type = 'artist'`, workspace.id)).toBe(1);
    expect(await countRows('artists WHERE name = ?', team)).toBe(1);
    // Owned by its creator, the workspace's artist is still not their own: a personal upload gets an artist of its own.
    const [own] = await resolveArtistIds(db(), user, []);
    expect(own).not.toBe(ids[0][0]);
    expect(await resolveArtistIds(db(), user, [])).toEqual([own]);
  });

  it('holds a name first credited in a workspace in that workspace, and finds it there again', async () => {
    const user = await artistsUser();
    const workspace = await createWorkspace(user.id);
    const name = `Held Name ${crypto.randomUUID().slice(0, 6)}`;
    const [id] = await resolveArtistIds(db(), user, [name], workspace.id);
    expect(await countRows(`workspace_items WHERE workspace_id = ? AND item_type = 'artist' AND item_id = ?`, workspace.id, id)).toBe(1);
    expect(await resolveArtistIds(db(), user, [name.toLowerCase()], workspace.id)).toEqual([id]);
  });
});
