import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SubsonicAPI from 'subsonic-api';
import { startOwnServer } from './support/own-server';
import type { ChildServer } from '../../scripts/local-server';
import { authParams, describeAnswer, existingAccount, isEnvelopeType, newListener, rest, SUBSONIC_NAMESPACE, validatingFetch, type AppCredentials, type RestAnswer } from './support/subsonic-client';
import { captured, countAt, findFixtures, loadProfiles, resolve, sendAs, type Params, type ProfileCall } from './support/subsonic-replay';
import { goldenJson, goldenXml, setGoldenServer } from './support/subsonic-golden';
import { subsonicSchemaErrors, validateSubsonic } from './support/subsonic-schema';

// Issue 28 part 6: the OpenSubsonic endpoint against the standard and real
// clients (docs/api/subsonic.md, "Conformance"). One server of this file's
// own on a fresh copy of the seeded demo, so the golden answers see the same
// data on every run whatever the other files do to the shared server:
// 1. golden answers of each method in JSON and XML (tests/subsonic/golden/);
// 2. the request profiles of real apps replayed (tests/subsonic/profiles/);
// 3. journeys with the `subsonic-api` npm client, every JSON answer checked
//    against the OpenSubsonic schemas on its way (support/subsonic-schema.ts).

let server: ChildServer;
let base: string;

beforeAll(async () => {
  server = await startOwnServer('subsonic');
  base = server.url;
});
afterAll(async () => {
  await server?.stop();
});

/** A JSON answer must be a valid success (or the expected failure) of its method; an XML one well-formed, in the Subsonic namespace. */
function expectConformant(method: string, answer: RestAnswer, expected: ProfileCall['expect'] = undefined) {
  const what = describeAnswer(method, answer);
  if (expected === 'binary') {
    expect([200, 206], what).toContain(answer.status);
    expect(isEnvelopeType(answer.contentType, 'json') || isEnvelopeType(answer.contentType, 'xml'), what).toBe(false);
    expect(answer.bytes.length, what).toBeGreaterThan(0);
    return;
  }
  expect(answer.status, what).toBe(200);
  expect(answer.envelope, what).not.toBeNull();
  if (answer.xml) {
    expect(answer.xml.name, what).toBe('subsonic-response');
    expect(answer.xml.attributes.xmlns, what).toBe(SUBSONIC_NAMESPACE);
    expect(answer.xml.attributes, what).toMatchObject({ version: '1.16.1', openSubsonic: 'true' });
  } else {
    expect(answer.schemaErrors, what).toEqual([]);
  }
  const { status, error } = answer.envelope!;
  if (expected && typeof expected === 'object' && 'failed' in expected) {
    expect(status, what).toBe('failed');
    expect(expected.failed, what).toContain(error?.code);
  } else if (expected && typeof expected === 'object' && 'okOr' in expected) {
    if (status !== 'ok') expect(expected.okOr, what).toContain(error?.code);
  } else {
    expect(status, what).toBe('ok');
  }
}

describe('the schema validator', () => {
  const envelope = { status: 'ok', version: '1.16.1', type: 'melodia', serverVersion: '1', openSubsonic: true };
  const song = { id: '7', title: 'Song', isDir: false };
  const album = { id: '3', name: 'Album', songCount: 1, duration: 200, created: '2026-01-02T03:04:05Z', song: [song] };

  it('accepts a valid answer and a failure, through the $refs across files', () => {
    expect(subsonicSchemaErrors('getAlbum', { 'subsonic-response': { ...envelope, album } })).toEqual([]);
    expect(subsonicSchemaErrors('getAlbum', { 'subsonic-response': { ...envelope, status: 'failed', error: { code: 70, message: 'Album not found' } } })).toEqual([]);
  });

  it('names each failing path: a number id, a fractional duration, a date without time, a missing element', () => {
    const wrong = { ...album, id: 3, duration: 1.5, created: '2026-01-02', song: [{ ...song, isDir: 'no' }] };
    const paths = subsonicSchemaErrors('getAlbum', { 'subsonic-response': { ...envelope, album: wrong } }).map((error) => error.path);
    expect([...new Set(paths)].sort()).toEqual(['subsonic-response.album.created', 'subsonic-response.album.duration', 'subsonic-response.album.id', 'subsonic-response.album.song.0.isDir']);
    expect(() => validateSubsonic('getArtists', { 'subsonic-response': envelope })).toThrow(/getArtists.*\n.*must have required property 'artists'/);
    expect(subsonicSchemaErrors('ping', { 'subsonic-response': { ...envelope, openSubsonic: 'yes' } })[0].path).toBe('subsonic-response.openSubsonic');
  });
});

type GoldenRequest = { name: string; method: string; params?: Params; shape?: boolean; capture?: Record<string, string> };

describe('golden answers of each method, JSON and XML', () => {
  const { requests } = JSON.parse(readFileSync('tests/subsonic/golden-requests.json', 'utf8')) as { requests: GoldenRequest[] };

  it('match tests/subsonic/golden/<name>.json and .xml', async () => {
    setGoldenServer(base);
    const { credentials } = await existingAccount(base, 'listener@example.com');
    const found = await findFixtures(base, credentials);
    // Each request goes as JSON, then as XML, so both see the same data; a value captured (a new playlist's id) is each format's own.
    const fixtures = { json: { ...found }, xml: { ...found } };
    const mismatches: string[] = [];
    for (const request of requests) {
      for (const format of ['json', 'xml'] as const) {
        const answer = await rest(base, request.method, resolve(request.params ?? {}, fixtures[format]), { auth: authParams(credentials, 'token'), f: format === 'json' ? 'json' : null });
        expectConformant(request.method, answer, request.name.startsWith('error-') ? { failed: [0, 10, 70] } : undefined);
        for (const [name, path] of Object.entries(request.capture ?? {})) fixtures[format][name] = captured(answer, path);
        const text = format === 'json' ? goldenJson(answer.json, request.shape) : goldenXml(answer.xml!, request.shape);
        // Every file is compared (and, with -u, written) before the test fails on the differences.
        try {
          await expect(text).toMatchFileSnapshot(`../subsonic/golden/${request.name}.${format}`);
        } catch (error) {
          mismatches.push(`${request.name}.${format}: ${(error as Error).message}\n${String((error as { diff?: string }).diff ?? '').slice(0, 1500)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('real apps replayed', () => {
  for (const profile of loadProfiles()) {
    it(`${profile.app}: ${profile.transport.http} ${profile.transport.f ?? 'xml'}, ${profile.transport.auth}, v=${profile.transport.v}`, async () => {
      const { credentials } = await newListener(base, profile.app);
      const fixtures = await findFixtures(base, credentials);
      for (const call of profile.calls) {
        const answer = await sendAs(base, profile, call, credentials, fixtures);
        expectConformant(call.method, answer, call.expect);
        for (const path of call.nonEmpty ?? []) expect(countAt(answer, path), `${call.method} ${path}`).toBeGreaterThan(0);
        for (const [name, path] of Object.entries(call.capture ?? {})) fixtures[name] = captured(answer, path);
      }
    });
  }
});

describe('journeys with the subsonic-api client', () => {
  let credentials: AppCredentials;
  let session: Awaited<ReturnType<typeof newListener>>['session'];

  beforeAll(async () => {
    ({ credentials, session } = await newListener(base));
  });

  /** The client as an app would set it up; `rewrite` changes each request before it goes. */
  const client = (auth: 'token' | 'apiKey', options: { post?: boolean } & Parameters<typeof validatingFetch>[0] = {}) =>
    new SubsonicAPI({
      url: base,
      auth: auth === 'apiKey' ? { apiKey: credentials.secret } : { username: credentials.username, password: credentials.secret },
      post: options.post,
      fetch: validatingFetch(options),
    });

  it('logs in with each method: token and salt, apiKey, the legacy password (plain and enc:), formPost; never the login password', async () => {
    expect((await client('token').ping()).status).toBe('ok');
    expect((await client('apiKey').ping()).status).toBe('ok');
    expect((await client('token', { post: true }).ping()).status).toBe('ok');
    // The client always hashes a password: the legacy `p` is written in instead of t and s.
    for (const p of [credentials.secret, `enc:${Buffer.from(credentials.secret).toString('hex')}`]) {
      const legacy = client('token', {
        rewrite: (url) => {
          url.searchParams.delete('t');
          url.searchParams.delete('s');
          url.searchParams.set('p', p);
        },
      });
      expect((await legacy.ping()).status).toBe('ok');
    }
    const { user } = await client('apiKey').getUser({ username: credentials.username });
    expect(user.username).toBe(credentials.username);

    const wrong = new SubsonicAPI({ url: base, auth: { username: credentials.username, password: 'listener12345' }, fetch: validatingFetch({ allowFailures: true }) });
    const refused = (await wrong.ping()) as { status: string; error?: { code: number } };
    expect(refused).toMatchObject({ status: 'failed', error: { code: 40 } });
    const badKey = (await new SubsonicAPI({ url: base, auth: { apiKey: 'not-a-key' }, fetch: validatingFetch({ allowFailures: true }) }).ping()) as { error?: { code: number } };
    expect(badKey.error?.code).toBe(44);
    // An apiKey with `u` is two mechanisms at once (43); a stream of nothing is an envelope, not bytes (70).
    const both = await rest(base, 'ping', { u: credentials.username }, { auth: authParams(credentials, 'apiKey') });
    expect(both.envelope?.error?.code, describeAnswer('ping', both)).toBe(43);
    const nothing = await client('token', { allowFailures: true }).stream({ id: '999999999' });
    expect(((await nothing.json()) as { 'subsonic-response': { error: { code: number } } })['subsonic-response'].error.code).toBe(70);
  });

  it('browses getArtists → getArtist → getAlbum → getSong', async () => {
    const api = client('token');
    const { artists } = await api.getArtists();
    const artistRef = artists.index?.flatMap((index) => index.artist ?? []).find((one) => (one.albumCount ?? 0) > 0);
    expect(artistRef).toBeDefined();
    const { artist } = await api.getArtist({ id: artistRef!.id });
    expect(artist.name).toBe(artistRef!.name);
    expect(artist.album?.length).toBe(artistRef!.albumCount);
    const { album } = await api.getAlbum({ id: artist.album![0].id });
    expect(album.artistId).toBe(artist.id);
    expect(album.song?.length).toBe(album.songCount);
    const { song } = await api.getSong({ id: album.song![0].id });
    expect(song).toMatchObject({ id: album.song![0].id, albumId: album.id, title: album.song![0].title });
  });

  it('streams with a Range header: 206 and the exact bytes', async () => {
    let range: string | null = null;
    const api = client('token', { rewrite: (_url, init) => void (range && (init.headers = { ...(init.headers as Record<string, string>), Range: range })) });
    const fixtures = await findFixtures(base, credentials);
    const whole = await api.stream({ id: fixtures.songId });
    expect(whole.status).toBe(200);
    const all = new Uint8Array(await whole.arrayBuffer());
    expect(all.length).toBeGreaterThan(2048);
    range = 'bytes=1000-1999';
    const part = await api.stream({ id: fixtures.songId });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${all.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(all.slice(1000, 2000));
  });

  it('stars a song, an album and an artist, and the web library shows them at once', async () => {
    const api = client('apiKey');
    const fixtures = await findFixtures(base, credentials);
    await api.star({ id: fixtures.songId, albumId: fixtures.albumId, artistId: fixtures.artistId });
    const ids = (page: { pagination: { data: { id: number }[] } }) => page.pagination.data.map((item) => String(item.id));
    expect(ids(await session.request('GET', '/api/v1/me/library/tracks'))).toContain(fixtures.songId);
    expect(ids(await session.request('GET', '/api/v1/me/library/albums'))).toContain(fixtures.albumId);
    expect(ids(await session.request('GET', '/api/v1/me/library/artists'))).toContain(fixtures.artistId);
    const { starred2 } = await api.getStarred2();
    expect(starred2.song?.map((song) => song.id)).toContain(fixtures.songId);
    expect(starred2.album?.map((album) => album.id)).toContain(fixtures.albumId);
    expect(starred2.artist?.map((artist) => artist.id)).toContain(fixtures.artistId);

    await api.unstar({ id: fixtures.songId });
    expect(ids(await session.request('GET', '/api/v1/me/library/tracks'))).not.toContain(fixtures.songId);
  });

  it('scrobbles: now playing, then a play in the web history', async () => {
    const api = client('token');
    const fixtures = await findFixtures(base, credentials);
    await api.scrobble({ id: fixtures.songId2, submission: false });
    const { nowPlaying } = await api.getNowPlaying();
    // Another listener's report may be there too; ours is the one from this app (`c`) for this song.
    expect(nowPlaying.entry?.filter((entry) => entry.playerName === 'subsonic-api').map((entry) => entry.id)).toEqual([fixtures.songId2]);
    await api.scrobble({ id: fixtures.songId2, submission: true });
    const history = await session.request<{ pagination: { data: { id: number }[] } }>('GET', '/api/v1/me/library/history');
    expect(history.pagination.data.map((item) => String(item.id))).toEqual([fixtures.songId2]);
  });

  it('creates, updates, reads and deletes a playlist, private until made public', async () => {
    const api = client('token');
    const fixtures = await findFixtures(base, credentials);
    const { playlist } = await api.createPlaylist({ name: 'From the app', songId: [fixtures.songId, fixtures.songId2] });
    expect(playlist).toMatchObject({ name: 'From the app', songCount: 2, public: false });
    const other = await newListener(base, 'other');
    const otherApi = new SubsonicAPI({ url: base, auth: { apiKey: other.credentials.secret }, fetch: validatingFetch({ allowFailures: true }) });
    expect(((await otherApi.getPlaylist({ id: playlist.id })) as { error?: { code: number } }).error?.code).toBe(70);

    await api.updatePlaylist({ playlistId: playlist.id, name: 'Renamed', public: true, songIndexToRemove: [0] });
    const { playlist: updated } = await api.getPlaylist({ id: playlist.id });
    expect(updated).toMatchObject({ name: 'Renamed', public: true, songCount: 1 });
    expect(updated.entry?.map((song) => song.id)).toEqual([fixtures.songId2]);
    expect((await otherApi.getPlaylist({ id: playlist.id })).playlist.name).toBe('Renamed');
    const mine = await session.request<{ pagination: { data: { id: number; name: string }[] } }>('GET', '/api/v1/me/library/playlists');
    expect(mine.pagination.data.map((one) => String(one.id))).toContain(playlist.id);

    await api.deletePlaylist({ id: playlist.id });
    const gone = (await client('token', { allowFailures: true }).getPlaylist({ id: playlist.id })) as { error?: { code: number } };
    expect(gone.error?.code).toBe(70);
  });

  it('saves, reads and clears the play queue', async () => {
    const api = client('apiKey');
    const fixtures = await findFixtures(base, credentials);
    await api.savePlayQueue({ id: [fixtures.songId, fixtures.songId2], current: fixtures.songId2, position: 42_000 });
    const { playQueue } = await api.getPlayQueue();
    expect(playQueue).toMatchObject({ current: fixtures.songId2, position: 42_000, username: credentials.username });
    expect(playQueue!.entry?.map((song) => song.id)).toEqual([fixtures.songId, fixtures.songId2]);
    await api.savePlayQueue({} as never);
    const cleared = (await api.getPlayQueue()) as { playQueue?: { entry?: unknown[] } };
    expect(cleared.playQueue?.entry ?? []).toEqual([]);
  });

  it('draws random lists from the whole library: asked for more than there is, every album and song once', async () => {
    const api = client('token');
    const { albumList2 } = await api.getAlbumList2({ type: 'alphabeticalByName', size: 500 });
    const albums = (albumList2.album ?? []).map((album) => album.id).sort();
    const random = (await api.getAlbumList2({ type: 'random', size: 500 })).albumList2.album ?? [];
    expect(random.map((album) => album.id).sort()).toEqual(albums);
    const total = (albumList2.album ?? []).reduce((sum, album) => sum + (album.songCount ?? 0), 0);
    const songs = (await api.getRandomSongs({ size: 500 })).randomSongs.song ?? [];
    expect(new Set(songs.map((song) => song.id)).size).toBe(Math.min(500, total));
  });

  it('pages the whole library with an empty search3 query, each song once', async () => {
    const api = client('token');
    const seen: string[] = [];
    for (let offset = 0; ; offset += 7) {
      const { searchResult3 } = await api.search3({ query: '', artistCount: 0, albumCount: 0, songCount: 7, songOffset: offset });
      const songs = searchResult3.song ?? [];
      seen.push(...songs.map((song) => song.id));
      if (songs.length < 7) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    // The same library, counted through the albums.
    const { albumList2 } = await api.getAlbumList2({ type: 'alphabeticalByName', size: 500 });
    const total = (albumList2.album ?? []).reduce((sum, album) => sum + (album.songCount ?? 0), 0);
    expect(seen.length).toBe(total);
  });
});
