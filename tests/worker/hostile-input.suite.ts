import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { playlists } from '../../db/music-social';
import { albums, artists, tracks } from '../../db/music-catalog';
import { users } from '../../db/users';
import { userRoles } from '../../db/roles';
import { customPages } from '../../db/custom-pages';
import { fileEntries } from '../../db/files';
import { clientAddressOf } from '../../worker/http/client-address';
import { UNREAD_BODY_BYTES } from '../../worker/http/unread-body';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { createPlaylist } from './support/search-fixtures';
import { entriesOf, patternBytes, uploader } from './support/upload-fixtures';
import { createWorkspace } from './support/workspace-fixtures';

// Issue 11: bad input at the HTTP level or in a body gets a 4xx and changes nothing.

const MiB = 1024 * 1024;

/** A body that arrives in chunks with no Content-Length, counting what the server pulled. */
function chunkedBody(totalBytes: number, chunk = 64 * 1024, prefix?: Uint8Array) {
  const pulled = { bytes: 0 };
  let started = !prefix;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        return controller.enqueue(prefix!);
      }
      if (pulled.bytes >= totalBytes) return controller.close();
      const size = Math.min(chunk, totalBytes - pulled.bytes);
      pulled.bytes += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled };
}

describe('JSON routes refuse other media types with 415', () => {
  it('answers 415 on the six routes that used to answer 200 and change nothing', async () => {
    const admin = await adminHeaders();
    const owner = await createUser({ roles: ['artists'] });
    const { headers } = await loginAs(owner.id);
    const playlist = await createPlaylist({ name: 'Kept name', owner_id: owner.id });
    const track = await createTrack({ values: { name: 'Kept track', owner_id: owner.id } });
    const album = await createAlbum({ values: { name: 'Kept album', owner_id: owner.id } });
    const [page] = await db().insert(customPages).values({ title: 'Kept page', slug: `kept-${Date.now()}`, body: '<p>x</p>' }).returning();
    const targets: [string, string, Record<string, string>][] = [
      ['PUT', `/api/v1/playlists/${playlist.id}`, headers],
      ['PUT', `/api/v1/users/${owner.id}`, headers],
      ['PUT', `/api/v1/custom-pages/${page.id}`, admin],
      ['PUT', `/api/v1/backstage/tracks/${track.id}`, headers],
      ['PUT', `/api/v1/backstage/albums/${album.id}`, headers],
      ['POST', '/api/v1/file-entries/delete', headers],
    ];
    const bodies: [string | undefined, string][] = [
      ['text/plain', 'name=Changed'],
      ['application/x-www-form-urlencoded', 'name=Changed&title=Changed'],
      ['application/xml', '<name>Changed</name>'],
      [undefined, '{"name":"Changed"}'],
    ];
    for (const [method, path, auth] of targets) {
      for (const [type, body] of bodies) {
        const res = await request(path, { method, headers: { ...auth, ...(type ? { 'Content-Type': type } : {}) }, body });
        expect(res.status, `${method} ${path} as ${type ?? 'no type'}`).toBe(415);
        expect(await res.json()).toEqual({ message: 'Unsupported Media Type.' });
      }
      const form = new FormData();
      form.set('name', 'Changed');
      expect((await request(path, { method, headers: auth, body: form })).status, `${path} multipart`).toBe(415);
    }
    expect((await db().select().from(playlists).where(eq(playlists.id, playlist.id)))[0].name).toBe('Kept name');
    expect((await db().select().from(tracks).where(eq(tracks.id, track.id)))[0].name).toBe('Kept track');
    expect((await db().select().from(albums).where(eq(albums.id, album.id)))[0].name).toBe('Kept album');
    expect((await db().select().from(customPages).where(eq(customPages.id, page.id)))[0].title).toBe('Kept page');
    expect((await db().select().from(users).where(eq(users.id, owner.id)))[0].name).toBe(owner.name);
  });

  it('still takes JSON with a charset or a +json type, and a bodyless request as {}', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const created = await request('/api/v1/playlists', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body: '{"name":"Charset"}' });
    expect(created.status).toBe(201);
    const { playlist } = await created.json<any>();
    const vendor = await request(`/api/v1/playlists/${playlist.id}`, { method: 'PUT', headers: { ...headers, 'Content-Type': 'application/vnd.api+json' }, body: '{"name":"Vendor"}' });
    expect(vendor.status).toBe(200);
    const empty = await request(`/api/v1/playlists/${playlist.id}`, { method: 'PUT', headers });
    expect(empty.status).toBe(200);
    expect((await empty.json<any>()).playlist.name).toBe('Vendor');
  });
});

describe('control characters in text fields', () => {
  it('refuses NUL and other control characters with 422 and stores nothing', async () => {
    const owner = await createUser({ roles: ['artists'] });
    const { headers } = await loginAs(owner.id);
    const res = await postJson('/api/v1/playlists', { name: 'a\u0000b' }, headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ name: ['This field may not contain control characters.'] });
    expect(await db().select().from(playlists).where(eq(playlists.owner_id, owner.id))).toEqual([]);

    const track = await createTrack({ values: { name: 'Clean', owner_id: owner.id } });
    const put = await request(`/api/v1/backstage/tracks/${track.id}`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bell\u0007', description: 'ok' }),
    });
    expect(put.status).toBe(422);
    expect((await put.json<any>()).errors.name).toBeDefined();
    const album = await postJson('/api/v1/backstage/albums', { name: 'Esc\u001b[31m', track_ids: [] }, headers);
    expect(album.status).toBe(422);
    expect((await db().select().from(tracks).where(eq(tracks.id, track.id)))[0].name).toBe('Clean');
  });

  it('keeps tabs and line breaks, which descriptions and comments have', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const res = await postJson('/api/v1/playlists', { name: 'Lines', description: 'one\ntwo\r\nthree\tfour' }, headers);
    expect(res.status).toBe(201);
    expect((await res.json<any>()).playlist.description).toBe('one\ntwo\r\nthree\tfour');
  });

  it('applies to query strings too', async () => {
    const res = await request('/api/v1/search?query=a%00b');
    expect(res.status).toBe(422);
  });
});

describe('body limits hold for streamed bodies', () => {
  it('refuses a chunked JSON body over 1 MiB with 413, and discards the rest before answering', async () => {
    for (const path of ['/api/v1/users/me/locale', '/auth/forgot-password']) {
      const { stream, pulled } = chunkedBody(8 * MiB);
      const res = await request(path, { method: 'POST', headers: { ...guestHeaders(), 'Content-Type': 'application/json' }, body: stream });
      expect(res.status, path).toBe(413);
      expect(await res.json()).toEqual({ message: 'The request body is too large.' });
      // The route's stream broke at the limit; the other 7 MiB were read and
      // dropped (issue 25: worker/http/unread-body.ts), so the client's connection stays usable.
      expect(pulled.bytes).toBe(8 * MiB);
    }
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const res = await request('/api/v1/users/me/locale', {
      method: 'POST',
      headers: { ...guestHeaders(), 'Content-Type': 'application/json', 'Content-Length': String(2 * MiB) },
      body: new Uint8Array(2 * MiB),
    });
    expect(res.status).toBe(413);
  });

  it('refuses a chunked plain upload over 100 MB with its field error, keeps nothing and reads at most the discard bound further', async () => {
    const { user, headers } = await uploader();
    const boundary = 'hostile-boundary';
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
    const { stream: body, pulled } = chunkedBody(120 * MiB, MiB, head);
    const res = await request('/api/v1/file-entries', { method: 'POST', headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.file).toEqual(['The file may not be greater than 100 MB.']);
    // Past the limit, at most UNREAD_BODY_BYTES more are read and dropped; the rest never is.
    expect(pulled.bytes).toBeLessThanOrEqual(100 * MiB + UNREAD_BODY_BYTES + 2 * MiB);
    expect(pulled.bytes).toBeLessThan(120 * MiB);
    expect(await entriesOf(user.id)).toEqual([]);
  });

  it('refuses a chunked tus PATCH past Upload-Length with 413 and keeps the offset', async () => {
    const { headers } = await uploader();
    const tus = { ...headers, 'Tus-Resumable': '1.0.0' };
    const created = await request('/api/v1/tus/upload', {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': '100', 'Upload-Metadata': `name ${btoa('small.wav')},type ${btoa('audio/wav')}` },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location')!;
    const { stream } = chunkedBody(MiB);
    const patch = await request(location, { method: 'PATCH', headers: { ...tus, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' }, body: stream });
    expect(patch.status).toBe(413);
    const head = await request(location, { method: 'HEAD', headers: tus });
    expect(Number(head.headers.get('Upload-Offset'))).toBeLessThanOrEqual(100);
  });
});

describe('empty files', () => {
  it('refuses a zero-byte audio file with 422 (it used to be a 500)', async () => {
    const { user, headers } = await uploader();
    const form = new FormData();
    form.set('file', new File([], 'silence.wav', { type: 'audio/wav' }));
    const res = await request('/api/v1/file-entries', { method: 'POST', headers, body: form });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.file).toEqual(['The file is empty.']);
    expect(await entriesOf(user.id)).toEqual([]);
  });

  it('refuses an empty tus upload and an empty S3-style upload', async () => {
    const { headers } = await uploader();
    const tus = await request('/api/v1/tus/upload', {
      method: 'POST',
      headers: { ...headers, 'Tus-Resumable': '1.0.0', 'Upload-Length': '0', 'Upload-Metadata': `name ${btoa('e.wav')}` },
    });
    expect(tus.status).toBe(422);
    const presign = await postJson('/api/v1/s3/simple/presign', { filename: 'e.mp3', mime: 'audio/mpeg', size: 0, extension: 'mp3' }, headers);
    expect(presign.status).toBe(422);
  });
});

describe('file entry ids cannot be enumerated', () => {
  it('answers another user’s entry exactly as a missing one', async () => {
    const owner = await uploader();
    const stranger = await uploader();
    const form = new FormData();
    form.set('file', new File([patternBytes(2000)], 'mine.wav', { type: 'audio/wav' }));
    const { fileEntry } = await (await request('/api/v1/file-entries', { method: 'POST', headers: owner.headers, body: form })).json<any>();
    const theirs = await request(`/api/v1/file-entries/${fileEntry.id}/download`, { headers: stranger.headers });
    const missing = await request('/api/v1/file-entries/99999999/download', { headers: stranger.headers });
    expect([theirs.status, await theirs.text()]).toEqual([missing.status, await missing.text()]);
    expect(theirs.status).toBe(404);
    expect((await request(`/api/v1/file-entries/${fileEntry.id}/download`, { headers: owner.headers })).status).toBe(200);
    expect(await db().select().from(fileEntries).where(eq(fileEntries.id, fileEntry.id))).toHaveLength(1);
  });
});

describe('the client address', () => {
  const withHeader = (name: string, value: string) => new Request('https://music.test/', { headers: { [name]: value } });

  it('comes only from the header the platform in front sets (CLIENT_IP_HEADER)', () => {
    expect(env.CLIENT_IP_HEADER).toBe('cf-connecting-ip');
    expect(clientAddressOf(withHeader('CF-Connecting-IP', '203.0.113.7'), { CLIENT_IP_HEADER: 'cf-connecting-ip' })).toBe('203.0.113.7');
    expect(clientAddressOf(withHeader('X-Forwarded-For', '203.0.113.7'), { CLIENT_IP_HEADER: 'cf-connecting-ip' })).toBeNull();
  });

  it('is unknown where nothing in front vouches for it, whatever headers a client sends', () => {
    expect(clientAddressOf(withHeader('CF-Connecting-IP', '198.51.100.1'), { CLIENT_IP_HEADER: '' })).toBeNull();
    expect(clientAddressOf(withHeader('CF-Connecting-IP', '198.51.100.1'), {})).toBeNull();
  });
});

describe('JSON bodies with __proto__, constructor or prototype keys', () => {
  const NOT_ALLOWED = ['This key is not allowed.'];
  const send = (method: string, path: string, headers: Record<string, string>, body: string) =>
    request(path, { method, headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' }, body });

  it('answers 422 and changes nothing on the six routes that answered 200 to {"__proto__":{"admin":true}} (fuzz seed 565548741)', async () => {
    const admin = await adminHeaders();
    const owner = await createUser({ roles: ['artists'] });
    const { headers } = await loginAs(owner.id);
    const playlist = await createPlaylist({ name: 'Kept name', owner_id: owner.id });
    const track = await createTrack({ values: { name: 'Kept track', owner_id: owner.id } });
    const album = await createAlbum({ values: { name: 'Kept album', owner_id: owner.id } });
    const artist = await createArtist({ name: 'Kept artist' });
    const targets: [string, string, Record<string, string>][] = [
      ['PUT', `/api/v1/users/${owner.id}`, headers],
      ['PUT', `/api/v1/artists/${artist.id}`, admin],
      ['PUT', `/api/v1/playlists/${playlist.id}`, headers],
      ['PUT', `/api/v1/backstage/tracks/${track.id}`, headers],
      ['PUT', `/api/v1/backstage/albums/${album.id}`, headers],
      ['POST', `/api/v1/users/${owner.id}/ban`, admin],
    ];
    const rows = async () => ({
      user: (await db().select().from(users).where(eq(users.id, owner.id)))[0],
      roles: await db().select().from(userRoles).where(eq(userRoles.user_id, owner.id)),
      playlist: (await db().select().from(playlists).where(eq(playlists.id, playlist.id)))[0],
      track: (await db().select().from(tracks).where(eq(tracks.id, track.id)))[0],
      album: (await db().select().from(albums).where(eq(albums.id, album.id)))[0],
      artist: (await db().select().from(artists).where(eq(artists.id, artist.id)))[0],
    });
    const before = await rows();
    // The body the fuzz sent, and the same keys beside real fields and deeper down.
    const bodies: [string, string][] = [
      ['{"__proto__":{"admin":true}}', '__proto__'],
      ['{"name":"Changed","reason":"x","constructor":{"prototype":{"admin":true}}}', 'constructor'],
      ['{"name":"Changed","reason":"x","genres":[{"prototype":1}],"links":[{"url":"https://x.test","__proto__":{}}]}', 'genres.0.prototype'],
    ];
    for (const [method, path, auth] of targets) {
      for (const [body, field] of bodies) {
        const res = await send(method, path, auth, body);
        expect(res.status, `${method} ${path} ${body}`).toBe(422);
        expect(await res.json(), `${method} ${path} ${body}`).toEqual({ message: NOT_ALLOWED[0], errors: { [field]: NOT_ALLOWED } });
      }
    }
    const after = await rows();
    expect(after).toEqual(before);
    // Not banned, and no admin: the same roles as before.
    expect(after.user.banned_at).toBeNull();
  });

  it('answers the same on every JSON route of the API document, before the route runs', async () => {
    const admin = await adminHeaders();
    const [adminUser] = await db().select().from(users).where(eq(users.email, 'admin@example.com'));
    const doc = await (await request('/api/v1/openapi.json', { headers: admin })).json<any>();
    // Ids that get past the routes' own checks (membership, ownership), so the body is what they answer.
    const workspace = await createWorkspace(adminUser.id);
    const playlist = await createPlaylist({ name: 'Admin list', owner_id: adminUser.id });
    // Catalog rows of its own, so this test passes alone too (routes that load their row first answer 404 for a missing one).
    const artist = await createArtist();
    const album = await createAlbum({ artists: [artist] });
    const track = await createTrack({ artists: [artist], album });
    const catalogIds: [string, number][] = [
      ['/api/v1/artists/', artist.id],
      ['/api/v1/backstage/tracks/', track.id],
      ['/api/v1/backstage/albums/', album.id],
    ];
    const fill = (path: string) =>
      path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const catalogId = catalogIds.find(([prefix]) => path.startsWith(prefix));
        if (name === 'id' && catalogId) return String(catalogId[1]);
        if (name === 'inviteId') return crypto.randomUUID();
        if (name === 'userId') return String(adminUser.id);
        // A well-formed Jam code (worker/jam/jam-constants.ts): the body is checked before the Jam is looked up.
        if (name === 'code') return '23456789AB';
        if (path.startsWith('/api/v1/workspace/')) return String(workspace.id);
        if (path.startsWith('/api/v1/playlists/')) return String(playlist.id);
        return '1';
      });
    const expected = JSON.stringify({ ['__proto__']: NOT_ALLOWED });
    const answers: string[] = [];
    let routes = 0;
    for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody?.content?.['application/json']) continue;
        routes++;
        const res = await send(method.toUpperCase(), fill(path), admin, '{"__proto__":{"admin":true}}');
        const body = await res.json<any>().catch(() => null);
        if (res.status !== 422 || JSON.stringify(body?.errors) !== expected) {
          answers.push(`${method.toUpperCase()} ${path}: ${res.status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(routes).toBeGreaterThan(50);
    expect(answers).toEqual([]);
  }, 30_000); // about 85 requests: more than the default 5 s on a busy 2-core machine

  it('still takes those words as values', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const res = await postJson('/api/v1/playlists', { name: '__proto__', description: 'constructor prototype' }, headers);
    expect(res.status).toBe(201);
    expect((await res.json<any>()).playlist.name).toBe('__proto__');
  });

  it('refuses the key at any depth without running out of stack', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const deep = `${'['.repeat(100_000)}{"__proto__":1}${']'.repeat(100_000)}`;
    const res = await send('POST', '/api/v1/playlists', headers, deep);
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json<any>()).errors)[0]).toMatch(/^(0\.){100000}__proto__$/);
    const plain = await send('POST', '/api/v1/playlists', headers, `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(plain.status).toBe(422);
  });
});
