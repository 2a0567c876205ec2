import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { albumTags, tags, trackTags } from '../../db/music-catalog';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { tagsList } from '../../worker/admin/tags/tags-list';
import { adminHeaders, db } from './support/http';
import { adminList, expectAdminOnly, send } from './support/admin-api';
import { createAlbum, createTag, createTrack } from './support/music-fixtures';
import { planOf } from './support/query-plan';

// Issue 13, docs/api/admin.md "Tags" (tags.update).

let n = 0;
const word = () => `zq${Date.now().toString(36)}t${++n}`;

describe('GET /api/v1/tags', () => {
  it('lists tags with how many tracks and albums carry them, searched by display name or name', async () => {
    const w = word();
    const tag = await createTag(`${w}-sound`);
    await db().update(tags).set({ display_name: `Velvet ${w}` }).where(eq(tags.id, tag.id));
    await createTrack({ tags: [tag] });
    await createTrack({ tags: [tag] });
    const album = await createAlbum();
    await db().insert(albumTags).values({ album_id: album.id, tag_id: tag.id });

    const byDisplayName = await adminList('tags', `query=${w}`);
    expect(byDisplayName.data).toEqual([expect.objectContaining({ id: tag.id, name: `${w}-sound`, display_name: `Velvet ${w}`, tracks_count: 2, albums_count: 1 })]);
    expect((await adminList('tags', `query=${w}-so`)).data.map((t) => t.id)).toEqual([tag.id]);
    expect((await adminList('tags', 'query=zzznothingmatches')).total).toBe(0);
  });

  it('sorts by name and creation, and refuses other sorts with 422', async () => {
    const first = await adminList('tags', 'orderBy=name&orderDir=asc&perPage=100');
    const names = first.data.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    expect((await adminList('tags', 'orderBy=created_at&orderDir=desc')).data.length).toBeGreaterThan(0);
    const headers = await adminHeaders();
    for (const query of ['orderBy=display_name', 'orderDir=up', 'perPage=0']) {
      expect((await send('GET', `/api/v1/tags?${query}`, headers)).status, query).toBe(422);
    }
  });

  it('reaches every sort and the search through an index (no scan of tags)', async () => {
    const schema = listQuerySchema(tagsList);
    for (const query of [{}, { orderBy: 'name' }, { orderBy: 'created_at', orderDir: 'asc' }, { query: 'rock' }]) {
      const plan = (await planOf(listStatement(db(), tagsList, schema.parse(query)))).join('\n');
      expect(plan, `${JSON.stringify(query)}\n${plan}`).not.toMatch(/SCAN (tags|track_tags|album_tags)(?!_)(?! USING)/);
    }
  });
});

describe('POST /api/v1/tags and PUT /api/v1/tags/{id}', () => {
  it('creates a tag and edits it; a taken name is 422', async () => {
    const headers = await adminHeaders();
    const name = word();
    const res = await send('POST', '/api/v1/tags', headers, { name, display_name: 'Night Drive' });
    expect(res.status).toBe(201);
    const { tag } = await res.json<any>();
    expect(tag).toMatchObject({ name, display_name: 'Night Drive', tracks_count: 0 });

    const taken = await send('POST', '/api/v1/tags', headers, { name, display_name: 'Again' });
    expect(taken.status).toBe(422);
    expect((await taken.json<any>()).errors.name).toEqual(['This name is already taken.']);

    const other = await createTag();
    const clash = await send('PUT', `/api/v1/tags/${other.id}`, headers, { name, display_name: 'Clash' });
    expect(clash.status).toBe(422);
    const renamed = await send('PUT', `/api/v1/tags/${tag.id}`, headers, { name: `${name}-2`, display_name: 'Late Night Drive' });
    expect(renamed.status).toBe(200);
    const [row] = await db().select().from(tags).where(eq(tags.id, tag.id));
    expect(row).toMatchObject({ name: `${name}-2`, display_name: 'Late Night Drive' });
    expect((await send('PUT', '/api/v1/tags/99999999', headers, { name: word() })).status).toBe(404);
  });

  it('takes a slug as the name and changes nothing otherwise', async () => {
    const headers = await adminHeaders();
    for (const name of ['Has Capitals', 'has space', 'a/b', '']) {
      const res = await send('POST', '/api/v1/tags', headers, { name, display_name: 'x' });
      expect(res.status, name).toBe(422);
      expect(Object.keys((await res.json<any>()).errors)).toEqual(['name']);
    }
    expect(await db().select().from(tags).where(eq(tags.name, 'has space'))).toEqual([]);
  });
});

describe('DELETE /api/v1/tags/{ids}', () => {
  it('removes the tags and every link to them in one go', async () => {
    const a = await createTag();
    const b = await createTag();
    const kept = await createTag();
    const track = await createTrack({ tags: [a, b, kept] });
    const album = await createAlbum();
    await db().insert(albumTags).values([{ album_id: album.id, tag_id: a.id }, { album_id: album.id, tag_id: kept.id }]);

    const res = await send('DELETE', `/api/v1/tags/${a.id},${b.id}`, await adminHeaders());
    expect(res.status).toBe(200);
    expect(await db().select().from(tags).where(inArray(tags.id, [a.id, b.id]))).toEqual([]);
    expect(await db().select().from(trackTags).where(inArray(trackTags.tag_id, [a.id, b.id]))).toEqual([]);
    expect(await db().select().from(albumTags).where(inArray(albumTags.tag_id, [a.id, b.id]))).toEqual([]);
    expect(await db().select().from(trackTags).where(eq(trackTags.track_id, track.id))).toEqual([{ track_id: track.id, tag_id: kept.id }]);
  });

  it('refuses an unknown id (404) or a malformed list (422) and deletes nothing', async () => {
    const a = await createTag();
    const headers = await adminHeaders();
    expect((await send('DELETE', `/api/v1/tags/${a.id},99999999`, headers)).status).toBe(404);
    expect((await send('DELETE', '/api/v1/tags/1;2', headers)).status).toBe(422);
    expect(await db().select().from(tags).where(eq(tags.id, a.id))).toHaveLength(1);
  });
});

describe('tags.update', () => {
  it('guards every tags route: a guest gets 401, a listener 403', async () => {
    const tag = await createTag();
    await expectAdminOnly([
      ['GET', '/api/v1/tags'],
      ['POST', '/api/v1/tags', { name: word(), display_name: 'x' }],
      ['PUT', `/api/v1/tags/${tag.id}`, { name: word(), display_name: 'x' }],
      ['DELETE', `/api/v1/tags/${tag.id}`],
    ]);
    expect(await db().select().from(tags).where(eq(tags.id, tag.id))).toHaveLength(1);
  });
});
