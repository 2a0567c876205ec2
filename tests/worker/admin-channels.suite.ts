import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channelItems, channels } from '../../db/music-catalog';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { channelsList } from '../../worker/admin/channels/channels-list';
import { adminHeaders, createUser, db, guestHeaders, loginAs, request } from './support/http';
import { adminList, expectAdminOnly, send } from './support/admin-api';
import { createAlbum, createGenre, createTrack } from './support/music-fixtures';
import { planOf } from './support/query-plan';

// Issue 15, docs/api/channels-admin.md: the channels editor's API (admin.access).

let n = 0;
const slug = () => `ch-${Date.now().toString(36)}-${++n}`;
const body = (values: Record<string, unknown> = {}) => ({ name: `Channel ${n}`, slug: slug(), content_type: 'track', layout: 'grid', source: 'manual', items: [], ...values });

let originalHome: number | undefined;
beforeAll(async () => {
  [{ id: originalHome } = { id: undefined }] = await db().select({ id: channels.id }).from(channels).where(eq(channels.is_home, true));
});
afterAll(async () => {
  await db().update(channels).set({ is_home: false });
  if (originalHome) await db().update(channels).set({ is_home: true }).where(eq(channels.id, originalHome));
});

async function create(values: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/v1/channels', await adminHeaders(), body(values));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).channel;
}

const publicChannel = (slugOrId: string | number, query = '') => request(`/api/v1/channels/${slugOrId}${query}`);

describe('channels editor permissions', () => {
  it('every route is for admin.access only: guests 401, listeners 403', async () => {
    const channel = await create();
    await expectAdminOnly([
      ['GET', '/api/v1/channels'],
      ['POST', '/api/v1/channels', body()],
      ['PUT', `/api/v1/channels/${channel.id}`, body()],
      ['DELETE', `/api/v1/channels/${channel.id}`],
      ['GET', `/api/v1/admin/channels/${channel.id}`],
      ['GET', '/api/v1/admin/channels/search-items?model=tracks&query=a'],
      ['POST', '/api/v1/admin/channels/preview', body()],
      ['POST', `/api/v1/admin/channels/${channel.id}/home`],
    ]);
    const [row] = await db().select().from(channels).where(eq(channels.id, channel.id));
    expect(row.name).toBe(channel.name);
  });
});

describe('POST /api/v1/channels and PUT /api/v1/channels/{id}', () => {
  it('creates a manual channel and keeps its items in the order given, then in the order of an edit', async () => {
    const [t1, t2, t3] = [await createTrack(), await createTrack(), await createTrack()];
    const channel = await create({ name: 'Staff picks', items: [t3.id, t1.id, t2.id], description: 'Ours', seo_title: 'Picks', seo_description: 'Staff picks' });
    expect(channel).toMatchObject({ name: 'Staff picks', description: 'Ours', seo_title: 'Picks', seo_description: 'Staff picks', public: true, is_home: false });
    expect(channel.items.map((t: any) => t.id)).toEqual([t3.id, t1.id, t2.id]);
    const listened = await (await publicChannel(channel.slug)).json<any>();
    expect(listened.channel.items.map((t: any) => t.id)).toEqual([t3.id, t1.id, t2.id]);

    const headers = await adminHeaders();
    const edited = await send('PUT', `/api/v1/channels/${channel.id}`, headers, { ...body(), slug: channel.slug, name: 'Staff picks 2', items: [t2.id, t3.id] });
    expect(edited.status).toBe(200);
    expect((await edited.json<any>()).channel.items.map((t: any) => t.id)).toEqual([t2.id, t3.id]);
    // The public answer (cached per isolate) follows the edit at once.
    const after = await (await publicChannel(channel.slug)).json<any>();
    expect(after.channel).toMatchObject({ name: 'Staff picks 2' });
    expect(after.channel.items.map((t: any) => t.id)).toEqual([t2.id, t3.id]);
    expect((await send('PUT', '/api/v1/channels/99999999', headers, body())).status).toBe(404);
  });

  it('loads a channel for the editor by slug or id, hidden ones too', async () => {
    const channel = await create({ public: false });
    const headers = await adminHeaders();
    for (const key of [channel.slug, channel.id]) {
      const res = await send('GET', `/api/v1/admin/channels/${key}`, headers);
      expect(res.status).toBe(200);
      expect((await res.json<any>()).channel).toMatchObject({ id: channel.id, public: false });
    }
    expect((await send('GET', '/api/v1/admin/channels/no-such-channel', headers)).status).toBe(404);
  });

  it('refuses bad input with 422 and field messages, changing nothing', async () => {
    const headers = await adminHeaders();
    const taken = await create();
    const track = await createTrack();
    const nested = await create({ content_type: 'channel', layout: 'list' });
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: taken.slug }, 'slug'],
      [{ slug: 'Has Capitals' }, 'slug'],
      [{ slug: '123' }, 'slug'],
      [{ name: '' }, 'name'],
      [{ content_type: 'album', layout: 'table' }, 'layout'],
      [{ content_type: 'album', source: 'popular_tracks' }, 'source'],
      [{ source: 'genre_tracks' }, 'source_genre'],
      [{ source: 'genre_tracks', source_genre: 'no-such-genre-here' }, 'source_genre'],
      [{ items: [track.id, 99999999] }, 'items'],
      [{ items: [track.id, track.id] }, 'items'],
      [{ content_type: 'channel', layout: 'list', items: [nested.id] }, 'items'],
      [{ layout: 'mosaic' }, 'layout'],
    ];
    const before = (await adminList('channels', 'perPage=1')).total;
    for (const [values, field] of cases) {
      const res = await send('POST', '/api/v1/channels', headers, body(values));
      expect(res.status, JSON.stringify(values)).toBe(422);
      expect(Object.keys((await res.json<any>()).errors), JSON.stringify(values)).toContain(field);
    }
    expect((await adminList('channels', 'perPage=1')).total).toBe(before);

    const self = await send('PUT', `/api/v1/channels/${nested.id}`, headers, { ...body({ content_type: 'channel', layout: 'list' }), slug: nested.slug, items: [nested.id] });
    expect(self.status).toBe(422);
    expect((await self.json<any>()).errors.items).toEqual(['A channel cannot hold itself.']);
    const clash = await send('PUT', `/api/v1/channels/${nested.id}`, headers, { ...body({ content_type: 'channel', layout: 'list' }), slug: taken.slug });
    expect(clash.status).toBe(422);
    const [row] = await db().select().from(channels).where(eq(channels.id, nested.id));
    expect(row.slug).toBe(nested.slug);
  });
});

describe('automatic sources, nesting and visibility', () => {
  it('fills automatic sources from the catalog: popular tracks and a genre, with the genre restriction', async () => {
    const top = await createTrack({ values: { plays: 9_000_000 } });
    const popular = await create({ source: 'popular_tracks', item_limit: 1, layout: 'table' });
    expect((await (await publicChannel(popular.id)).json<any>()).channel.items.map((t: any) => t.id)).toEqual([top.id]);

    const genre = await createGenre();
    const inGenre = await createTrack({ genres: [genre] });
    const byGenre = await create({ source: 'genre_tracks', source_genre: genre.name });
    expect((await (await publicChannel(byGenre.slug)).json<any>()).channel.items.map((t: any) => t.id)).toEqual([inGenre.id]);

    const restricted = await create({ source: 'genre_tracks', restriction: 'genre' });
    expect(restricted.source_genre).toBeNull();
    const narrowed = await (await publicChannel(restricted.slug, `?restriction=${genre.name}`)).json<any>();
    expect(narrowed.channel.items.map((t: any) => t.id)).toEqual([inGenre.id]);
  });

  it('hides a hidden channel from listeners (404) and from its parent', async () => {
    const hidden = await create({ public: false, items: [(await createTrack()).id] });
    const shown = await create({ items: [(await createTrack()).id] });
    expect((await publicChannel(hidden.slug)).status).toBe(404);
    const parent = await create({ content_type: 'channel', layout: 'list', items: [hidden.id, shown.id] });
    expect(parent.items.map((c: any) => c.id)).toEqual([hidden.id, shown.id]);
    const listened = await (await publicChannel(parent.slug)).json<any>();
    expect(listened.channel.items.map((c: any) => c.id)).toEqual([shown.id]);
  });

  it('previews an unsaved channel as listeners will see it', async () => {
    const [t1, t2] = [await createTrack(), await createTrack()];
    const res = await send('POST', '/api/v1/admin/channels/preview', await adminHeaders(), body({ name: 'Draft', items: [t2.id, t1.id], layout: 'carousel' }));
    expect(res.status).toBe(200);
    const { channel } = await res.json<any>();
    expect(channel).toMatchObject({ model_type: 'channel', name: 'Draft', layout: 'carousel', content_type: 'track' });
    expect(channel.items.map((t: any) => t.id)).toEqual([t2.id, t1.id]);
    const bad = await send('POST', '/api/v1/admin/channels/preview', await adminHeaders(), body({ content_type: 'genre', layout: 'table' }));
    expect(bad.status).toBe(422);
  });
});

describe('set as home page, search items, list and delete', () => {
  it('sets a channel as the home page: GET channels/home answers it', async () => {
    const track = await createTrack();
    const channel = await create({ items: [track.id] });
    await request('/api/v1/channels/home'); // cached per isolate: the write must refresh it
    const headers = await adminHeaders();
    const res = await send('POST', `/api/v1/admin/channels/${channel.id}/home`, headers);
    expect(res.status).toBe(200);
    const home = await (await request('/api/v1/channels/home')).json<any>();
    expect(home.channel).toMatchObject({ id: channel.id, is_home: true });
    expect(home.channel.items.map((t: any) => t.id)).toEqual([track.id]);
    expect(await db().select({ id: channels.id }).from(channels).where(eq(channels.is_home, true))).toEqual([{ id: channel.id }]);

    const refused = await send('DELETE', `/api/v1/channels/${channel.id}`, headers);
    expect(refused.status).toBe(422);
    const hidden = await create({ public: false });
    expect((await send('POST', `/api/v1/admin/channels/${hidden.id}/home`, headers)).status).toBe(422);
    expect((await send('POST', '/api/v1/admin/channels/99999999/home', headers)).status).toBe(404);
  });

  it('searches items to add by model', async () => {
    const word = `zq${Date.now().toString(36)}`;
    const track = await createTrack({ values: { name: `Velvet ${word}` } });
    const album = await createAlbum({ values: { name: `Harbor ${word}` } });
    const headers = await adminHeaders();
    const tracks = await (await send('GET', `/api/v1/admin/channels/search-items?model=tracks&query=${word}`, headers)).json<any>();
    expect(tracks.items.map((t: any) => [t.model_type, t.id])).toEqual([['track', track.id]]);
    const albums = await (await send('GET', `/api/v1/admin/channels/search-items?model=albums&query=${word}`, headers)).json<any>();
    expect(albums.items.map((a: any) => a.id)).toEqual([album.id]);
    for (const model of ['artists', 'playlists', 'users', 'genres', 'channels']) {
      expect((await send('GET', `/api/v1/admin/channels/search-items?model=${model}&query=a`, headers)).status, model).toBe(200);
    }
    expect((await send('GET', '/api/v1/admin/channels/search-items?model=songs', headers)).status).toBe(422);
  });

  it('lists channels on the kit: search, filters, sorts through an index', async () => {
    const channel = await create({ name: `Zebra ${n}`, content_type: 'album', layout: 'carousel', public: false });
    const found = await adminList('channels', `query=${channel.slug}`);
    expect(found.data).toEqual([expect.objectContaining({ id: channel.id, content_type: 'album', public: false, items_count: 0 })]);
    expect((await adminList('channels', 'content_type=album&public=false&perPage=100')).data.map((c) => c.id)).toContain(channel.id);
    const schema = listQuerySchema(channelsList);
    for (const query of [{}, { orderBy: 'name' }, { query: 'zeb' }]) {
      const plan = (await planOf(listStatement(db(), channelsList, schema.parse(query)))).join('\n');
      expect(plan, plan).not.toMatch(/SCAN channels(?!_)(?! USING)/);
    }
  });

  it('deletes channels in bulk with their items and their places in other channels', async () => {
    const headers = await adminHeaders();
    const a = await create({ items: [(await createTrack()).id] });
    const b = await create();
    const parent = await create({ content_type: 'channel', layout: 'list', items: [a.id, b.id] });
    const res = await send('DELETE', `/api/v1/channels/${a.id},${b.id},99999999`, headers);
    expect(res.status).toBe(200);
    expect(await res.json<any>()).toEqual({ deleted: 2 });
    expect(await db().select().from(channelItems).where(eq(channelItems.channel_id, a.id))).toEqual([]);
    expect(await db().select().from(channelItems).where(eq(channelItems.channel_id, parent.id))).toEqual([]);
    expect((await publicChannel(a.slug)).status).toBe(404);
    expect((await send('DELETE', '/api/v1/channels/99999998', headers)).status).toBe(404);
    expect((await send('DELETE', '/api/v1/channels/a,b', headers)).status).toBe(422);
    const listener = (await loginAs((await createUser()).id)).headers;
    expect((await send('DELETE', `/api/v1/channels/${parent.id}`, listener)).status).toBe(403);
    expect((await send('DELETE', `/api/v1/channels/${parent.id}`, guestHeaders())).status).toBe(401);
  });
});
