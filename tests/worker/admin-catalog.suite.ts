import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { fileEntries } from '../../db/files';
import { eq } from 'drizzle-orm';
import { artistManagers, artists, tracks } from '../../db/music-catalog';
import { permissions, rolePermissions, roles, userRoles } from '../../db/roles';
import { listQuerySchema, listStatement, type ListResource } from '../../worker/admin/list/list-resource';
import { tracksList } from '../../worker/admin/catalog/tracks-list';
import { albumsList } from '../../worker/admin/catalog/albums-list';
import { artistsList } from '../../worker/admin/catalog/artists-list';
import { adminHeaders, createUser, db, guestHeaders, loginAs, request } from './support/http';
import { adminList, expectAdminOnly, send } from './support/admin-api';
import { createAlbum, createArtist, createGenre, createTrack, tagArtistGenres } from './support/music-fixtures';
import { planOf } from './support/query-plan';

// Issue 15, docs/api/catalog-admin.md: the admin lists of tracks, albums and
// artists, the artist write API, and admins editing through backstage.

let n = 0;
const word = () => `zc${Date.now().toString(36)}k${++n}`;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** Every plan line that reads a whole table rather than an index. */
async function scans(resource: ListResource, query: Record<string, unknown>, tables: string) {
  const plan = (await planOf(listStatement(db(), resource, listQuerySchema(resource).parse(query)))).join('\n');
  return { plan, scanned: plan.match(new RegExp(`SCAN (${tables})(?!_)(?! USING)`, 'g')) ?? [] };
}

describe('GET /api/v1/tracks', () => {
  it('lists tracks with their artists, album, genres and owner; searched by name and filtered', async () => {
    const w = word();
    const genre = await createGenre();
    const artist = await createArtist();
    const owner = await createUser();
    const album = await createAlbum({ artists: [artist] });
    const loud = await createTrack({ artists: [artist], album, genres: [genre], values: { name: `${w} loud`, plays: 500, owner_id: owner.id, explicit: true, release_date: '2020-05-01' } });
    const quiet = await createTrack({ artists: [artist], genres: [genre], values: { name: `${w} quiet`, plays: 5, release_date: '2023-01-01' } });
    await createTrack({ values: { name: `${w} other`, plays: 50 } });

    const found = await adminList('tracks', `query=${w}&orderBy=plays&orderDir=desc`);
    expect(found.data.map((t) => t.name)).toEqual([`${w} loud`, `${w} other`, `${w} quiet`]);
    expect(found.data[0]).toMatchObject({
      id: loud.id,
      artists: [{ id: artist.id, name: artist.name }],
      album: { id: album.id, name: album.name },
      genres: [{ id: genre.id, name: genre.name }],
      owner: { id: owner.id, name: owner.name },
      explicit: true,
      release_date: '2020-05-01',
      plays: 500,
      duration: 180_000,
    });

    const byGenre = await adminList('tracks', `genre=${genre.id}&orderBy=plays&orderDir=desc`);
    expect(ids(byGenre.data)).toEqual([loud.id, quiet.id]);
    // The genre alone is counted from its pivot, with another filter through the tracks: both totals are exact.
    expect(byGenre.total).toBe(2);
    expect((await adminList('tracks', `genre=${genre.id}&plays_min=100`)).total).toBe(1);
    expect(ids((await adminList('tracks', `artist=${artist.id}&orderBy=name`)).data)).toEqual([loud.id, quiet.id]);
    expect(ids((await adminList('tracks', `owner=${owner.id}`)).data)).toEqual([loud.id]);
    expect(ids((await adminList('tracks', `artist=${artist.id}&plays_min=100`)).data)).toEqual([loud.id]);
    expect(ids((await adminList('tracks', `artist=${artist.id}&plays_max=100`)).data)).toEqual([quiet.id]);
    expect(ids((await adminList('tracks', `artist=${artist.id}&released_from=2022-01-01`)).data)).toEqual([quiet.id]);
    expect(ids((await adminList('tracks', `artist=${artist.id}&released_to=2020-05-01&orderBy=release_date`)).data)).toEqual([loud.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await adminList('tracks', `artist=${artist.id}&created_from=${today}&created_to=${today}`)).total).toBe(2);
  });

  it('refuses unknown sorts and malformed filters with 422', async () => {
    const headers = await adminHeaders();
    for (const query of ['orderBy=duration', 'genre=rock', 'plays_min=-1', 'released_from=2024-13-45', 'perPage=101']) {
      expect((await send('GET', `/api/v1/tracks?${query}`, headers)).status, query).toBe(422);
    }
  });

  it('reaches every sort with every filter through an index (no scan of tracks or its pivots)', async () => {
    for (const orderBy of ['name', 'plays', 'release_date', 'created_at']) {
      for (const filter of [{}, { genre: 1 }, { artist: 1 }, { owner: 1 }, { plays_min: 10 }, { created_from: '2024-01-01' }, { released_from: '2024-01-01' }, { query: 'night' }]) {
        const { plan, scanned } = await scans(tracksList, { orderBy, orderDir: 'desc', ...filter }, 'tracks|track_genres|track_artists|albums|users');
        expect(scanned, `${orderBy} ${JSON.stringify(filter)}\n${plan}`).toEqual([]);
      }
    }
  });
});

describe('GET /api/v1/albums', () => {
  it('lists albums with artists and a track count, filtered by artist and by their tracks\' genre', async () => {
    const genre = await createGenre();
    const artist = await createArtist();
    const album = await createAlbum({ artists: [artist], values: { plays: 30, release_date: '2019-02-02' } });
    const other = await createAlbum({ artists: [artist], values: { plays: 3 } });
    await createTrack({ album, genres: [genre] });
    await createTrack({ album });

    const byArtist = await adminList('albums', `artist=${artist.id}&orderBy=plays&orderDir=desc`);
    expect(ids(byArtist.data)).toEqual([album.id, other.id]);
    expect(byArtist.data[0]).toMatchObject({ tracks_count: 2, artists: [{ id: artist.id, name: artist.name }], release_date: '2019-02-02' });
    expect(ids((await adminList('albums', `genre=${genre.id}`)).data)).toEqual([album.id]);
    expect(ids((await adminList('albums', `artist=${artist.id}&released_to=2019-12-31`)).data)).toEqual([album.id]);
  });

  it('reaches every sort with every filter through an index', async () => {
    for (const orderBy of ['name', 'plays', 'release_date', 'created_at']) {
      for (const filter of [{}, { genre: 1 }, { artist: 1 }, { owner: 1 }, { plays_min: 10 }, { released_from: '2024-01-01' }, { query: 'night' }]) {
        const { plan, scanned } = await scans(albumsList, { orderBy, ...filter }, 'albums|album_artists|tracks|track_genres|users');
        expect(scanned, `${orderBy} ${JSON.stringify(filter)}\n${plan}`).toEqual([]);
      }
    }
  });
});

describe('GET /api/v1/artists', () => {
  it('lists artists with genres and managers, filtered by genre and verified, sorted by followers', async () => {
    const genre = await createGenre();
    const manager = await createUser();
    const a = await createArtist({ verified: true, followers_count: 9 });
    const b = await createArtist({ followers_count: 90 });
    await tagArtistGenres(a, [genre]);
    await tagArtistGenres(b, [genre]);
    await db().insert(artistManagers).values({ artist_id: a.id, user_id: manager.id });

    const list = await adminList('artists', `genre=${genre.id}&orderBy=followers&orderDir=desc`);
    expect(ids(list.data)).toEqual([b.id, a.id]);
    expect(list.data[1]).toMatchObject({ verified: true, managers: [{ id: manager.id, name: manager.name }], genres: [{ id: genre.id }] });
    expect(ids((await adminList('artists', `genre=${genre.id}&verified=true`)).data)).toEqual([a.id]);
    expect(ids((await adminList('artists', `query=${encodeURIComponent(a.name)}`)).data)).toContain(a.id);
  });

  it('reaches every sort with every filter through an index', async () => {
    for (const orderBy of ['name', 'plays', 'followers', 'created_at']) {
      for (const filter of [{}, { genre: 1 }, { verified: 'true' }, { query: 'night' }]) {
        const { plan, scanned } = await scans(artistsList, { orderBy, ...filter }, 'artists|artist_genres|artist_managers');
        expect(scanned, `${orderBy} ${JSON.stringify(filter)}\n${plan}`).toEqual([]);
      }
    }
  });
});

describe('POST /api/v1/artists', () => {
  it('creates an artist with bio, links, genres, verified flag and managers', async () => {
    const manager = await createUser({ roles: ['artists'] });
    const name = `Artist ${word()}`;
    const res = await send('POST', '/api/v1/artists', await adminHeaders(), {
      name,
      bio: '  From the harbour.  ',
      links: [{ url: 'https://example.com/band', title: 'Site' }],
      genres: ['Dream Pop'],
      verified: true,
      managers: [manager.id],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { artist } = await res.json<any>();
    expect(artist).toMatchObject({ name, bio: 'From the harbour.', verified: true, links: [{ url: 'https://example.com/band', title: 'Site' }], genres: [{ name: 'dream-pop', display_name: 'Dream Pop' }], managers: [{ id: manager.id }] });
    const [row] = await db().select().from(artists).where(eq(artists.id, artist.id));
    expect(row.owner_id).toBe(manager.id);
  });

  it('answers 422 with field messages and creates nothing', async () => {
    const headers = await adminHeaders();
    const name = `Nobody ${word()}`;
    const cases: [unknown, string][] = [
      [{ name: '' }, 'name'],
      [{ name, links: [{ url: 'javascript:alert(1)', title: 'x' }] }, 'links.0.url'],
      [{ name, managers: [99999999] }, 'managers'],
      [{ name, verified: 'yes' }, 'verified'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', '/api/v1/artists', headers, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await res.json<any>()).errors), JSON.stringify(body)).toEqual([field]);
    }
    expect(await db().select().from(artists).where(eq(artists.name, name))).toEqual([]);
  });

  it('is for admin.access: a backstage artist may not create one', async () => {
    const artistUser = await createUser({ roles: ['artists'] });
    expect((await send('POST', '/api/v1/artists', (await loginAs(artistUser.id)).headers, { name: 'X' })).status).toBe(403);
  });
});

describe('PUT /api/v1/artists/{id}', () => {
  it('lets a manager holding music.create edit their artist, but not verify it or change its managers', async () => {
    const manager = await createUser({ roles: ['artists'] });
    const artist = await createArtist();
    await db().insert(artistManagers).values({ artist_id: artist.id, user_id: manager.id });
    const headers = (await loginAs(manager.id)).headers;

    const res = await send('PUT', `/api/v1/artists/${artist.id}`, headers, { bio: 'New bio', links: [] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json<any>()).artist).toMatchObject({ bio: 'New bio', links: [] });
    expect((await send('PUT', `/api/v1/artists/${artist.id}`, headers, { verified: true })).status).toBe(403);
    expect((await send('PUT', `/api/v1/artists/${artist.id}`, headers, { managers: [] })).status).toBe(403);
    expect((await send('GET', `/api/v1/admin/artists/${artist.id}`, headers)).status).toBe(200);

    const stranger = (await loginAs((await createUser({ roles: ['artists'] })).id)).headers;
    expect((await send('PUT', `/api/v1/artists/${artist.id}`, stranger, { bio: 'Hijack' })).status).toBe(403);
    const [row] = await db().select().from(artists).where(eq(artists.id, artist.id));
    expect(row).toMatchObject({ description: 'New bio', verified: false });
  });

  it("keeps an artist's profile images in order: new uploads published, kept ones by URL, removed ones deleted from R2", async () => {
    const manager = await createUser({ roles: ['artists'] });
    const artist = await createArtist();
    await db().insert(artistManagers).values({ artist_id: artist.id, user_id: manager.id });
    const headers = (await loginAs(manager.id)).headers;
    const upload = async (userId: number, byte: number) => {
      const key = `uploads/${userId}/profile-${word()}`;
      await env.MEDIA.put(key, Uint8Array.from([137, 80, 78, 71, byte]), { httpMetadata: { contentType: 'image/png' } });
      const [entry] = await db().insert(fileEntries).values({ user_id: userId, name: 'p.png', key, mime: 'image/png', file_size: 5 }).returning();
      return entry.id;
    };
    const [first, second] = [await upload(manager.id, 1), await upload(manager.id, 2)];
    const saved = await send('PUT', `/api/v1/artists/${artist.id}`, headers, { profile_images: [first, second] });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const images: string[] = (await saved.json<any>()).artist.profile_images;
    expect(images).toHaveLength(2);
    for (const url of images) expect(url).toMatch(/^\/storage\/images\/artists\/[0-9a-f]{32}\.png$/);

    // Reorder, drop the first: the page shows the rest, and the dropped object leaves R2.
    const reordered = await send('PUT', `/api/v1/artists/${artist.id}`, headers, { profile_images: [images[1]] });
    expect((await reordered.json<any>()).artist.profile_images).toEqual([images[1]]);
    const page = await (await request(`/api/v1/artists/${artist.id}`)).json<any>();
    expect(page.artist.profile_images).toEqual([images[1]]);
    await expect.poll(async () => (await env.MEDIA.head(images[0].slice('/storage/'.length))) === null).toBe(true);
    expect(await env.MEDIA.head(images[1].slice('/storage/'.length))).not.toBeNull();

    // Someone else's upload and a URL the artist never had are refused, and nothing changes.
    const theirs = await upload((await createUser()).id, 3);
    for (const profile_images of [[theirs], ['/storage/images/artists/other.png'], Array.from({ length: 11 }, () => images[1])]) {
      const refused = await send('PUT', `/api/v1/artists/${artist.id}`, headers, { profile_images });
      expect(refused.status).toBe(422);
      expect(Object.keys((await refused.json<any>()).errors)).toEqual(['profile_images']);
    }
    expect((await db().select().from(artists).where(eq(artists.id, artist.id)))[0].profile_images).toEqual([images[1]]);
  });

  it('lets an admin change everything; unknown ids are 404, bad input 422 and nothing changes', async () => {
    const headers = await adminHeaders();
    const artist = await createArtist({ name: 'Before' });
    const user = await createUser();
    const res = await send('PUT', `/api/v1/artists/${artist.id}`, headers, { name: 'After', verified: true, managers: [user.id], genres: ['ambient'] });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).artist).toMatchObject({ name: 'After', verified: true, managers: [{ id: user.id }], genres: [{ name: 'ambient' }] });

    const bad = await send('PUT', `/api/v1/artists/${artist.id}`, headers, { name: '   ', links: 'nope' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json<any>()).errors).sort()).toEqual(['links', 'name']);
    expect((await db().select().from(artists).where(eq(artists.id, artist.id)))[0].name).toBe('After');
    expect((await send('PUT', '/api/v1/artists/99999999', headers, { name: 'Ghost' })).status).toBe(404);
  });
});

describe('admin.access', () => {
  it('guards the lists and artist writes: a guest gets 401, a listener 403', async () => {
    const artist = await createArtist();
    await expectAdminOnly([
      ['GET', '/api/v1/tracks'],
      ['GET', '/api/v1/albums'],
      ['GET', '/api/v1/artists'],
      ['POST', '/api/v1/artists', { name: 'X' }],
      ['PUT', `/api/v1/artists/${artist.id}`, { name: 'X' }],
      ['GET', `/api/v1/admin/artists/${artist.id}`],
    ]);
  });
});

describe('PUT /api/v1/backstage/tracks/{id} from the admin pages', () => {
  it('lets an admin edit anyone\'s track, with the external URL, explicit flag and release date', async () => {
    const owner = await createUser({ roles: ['artists'] });
    const track = await createTrack({ values: { owner_id: owner.id } });
    const headers = await adminHeaders();
    const res = await send('PUT', `/api/v1/backstage/tracks/${track.id}`, headers, { name: 'Edited by admin', external_url: 'https://cdn.example.com/a.mp3', explicit: true, release_date: '2021-03-04' });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await db().select().from(tracks).where(eq(tracks.id, track.id));
    expect(row).toMatchObject({ name: 'Edited by admin', external_url: 'https://cdn.example.com/a.mp3', explicit: true, release_date: '2021-03-04', owner_id: owner.id });
    const read = await send('GET', `/api/v1/backstage/tracks/${track.id}`, headers);
    expect((await read.json<any>()).track).toMatchObject({ external_url: 'https://cdn.example.com/a.mp3', explicit: true, release_date: '2021-03-04' });

    const http = await send('PUT', `/api/v1/backstage/tracks/${track.id}`, headers, { external_url: 'http://cdn.example.com/a.mp3' });
    expect(http.status).toBe(422);
    expect(Object.keys((await http.json<any>()).errors)).toEqual(['external_url']);
    expect((await send('PUT', `/api/v1/backstage/tracks/${track.id}`, guestHeaders(), { name: 'x' })).status).toBe(401);
  });

  it('lets a role with admin.access alone (no music.create) read and edit any track and album, as the admin pages do', async () => {
    const [role] = await db().insert(roles).values({ name: `catalog-${word()}`, description: '' }).returning();
    const [permission] = await db().select().from(permissions).where(eq(permissions.name, 'admin.access'));
    await db().insert(rolePermissions).values({ role_id: role.id, permission_id: permission.id });
    const editor = await createUser();
    await db().insert(userRoles).values({ user_id: editor.id, role_id: role.id });
    const headers = (await loginAs(editor.id)).headers;
    const owner = await createUser({ roles: ['artists'] });
    const track = await createTrack({ values: { owner_id: owner.id } });
    const album = await createAlbum({ values: { owner_id: owner.id } });
    expect((await send('GET', `/api/v1/backstage/tracks/${track.id}`, headers)).status).toBe(200);
    expect((await send('PUT', `/api/v1/backstage/tracks/${track.id}`, headers, { name: 'Renamed by the catalog editor' })).status).toBe(200);
    expect((await send('GET', `/api/v1/backstage/albums/${album.id}`, headers)).status).toBe(200);
    expect((await db().select().from(tracks).where(eq(tracks.id, track.id)))[0].name).toBe('Renamed by the catalog editor');
    // A listener still may not.
    const listener = (await loginAs((await createUser()).id)).headers;
    expect((await send('PUT', `/api/v1/backstage/tracks/${track.id}`, listener, { name: 'x' })).status).toBe(403);
  });
});
