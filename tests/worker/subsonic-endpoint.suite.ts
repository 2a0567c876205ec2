import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { appPasswords } from '../../db/subsonic';
import { permissions, userPermissions } from '../../db/roles';
import { users } from '../../db/users';
import { secretHash } from '../../worker/app-passwords/app-password-store';
import { sealSecret } from '../../worker/app-passwords/secret-box';
import { subsonicMethods } from '../../worker/subsonic/methods';
import { HttpError } from '../../worker/http/errors';
import { errorLogs } from '../../db/admin';
import { envelopeResponse, failedEnvelope, okEnvelope } from '../../worker/subsonic/envelope';
import { adminHeaders, createUser, db, loginAs, postJson, request } from './support/http';
import { parseXml, type XmlElement } from './support/xml';
import { awayFromWindowEdge } from './support/rate-limits';

// The endpoint (/rest), its envelope and its authentication, and the
// app-passwords API (docs/api/subsonic.md). Every request comes from an
// address of its test's own, so failure budgets never cross tests.

let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

type Params = Record<string, string>;

function rest(method: string, params: Params, options: { address?: string; post?: boolean } = {}) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': options.address ?? nextAddress() };
  const query = new URLSearchParams({ v: '1.16.1', c: 'test', ...params });
  if (options.post) {
    return request(`/rest/${method}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: query.toString() });
  }
  return request(`/rest/${method}?${query}`, { headers });
}

async function json(method: string, params: Params, options: { address?: string; post?: boolean } = {}) {
  const res = await rest(method, { f: 'json', ...params }, options);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  return (await res.json<any>())['subsonic-response'];
}

const errorOf = async (method: string, params: Params, options: { address?: string } = {}) => {
  const body = await json(method, params, options);
  expect(body.status).toBe('failed');
  return body.error as { code: number; message: string };
};

async function newAppPassword(headers: Record<string, string>, name = 'Phone') {
  const res = await postJson('/api/v1/app-passwords', { name }, headers);
  expect(res.status).toBe(201);
  return res.json<{ appPassword: { id: number; name: string; created_at: string; last_used_at: string | null }; plainTextPassword: string }>();
}

/** A listener with one app password. */
async function listenerWithPassword(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  const { headers } = await loginAs(user.id);
  const { appPassword, plainTextPassword } = await newAppPassword(headers);
  return { user, headers, appPassword, secret: plainTextPassword };
}

async function md5Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('MD5', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const hex = (text: string) => [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

const child = (element: XmlElement, name: string) => element.children.find((one) => one.name === name);

describe('the envelope', () => {
  it('answers JSON for f=json with status, version, type, serverVersion and openSubsonic', async () => {
    const { secret } = await listenerWithPassword();
    const body = await json('ping', { apiKey: secret });
    expect(body).toEqual({ status: 'ok', version: '1.16.1', type: 'melodia', serverVersion: expect.stringMatching(/^\d+\.\d+\.\d+/), openSubsonic: true });
  });

  it('answers XML by default, in the Subsonic namespace, with .view and without', async () => {
    const { secret } = await listenerWithPassword();
    for (const method of ['ping', 'ping.view']) {
      const res = await rest(method, { apiKey: secret });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/xml/);
      const root = parseXml(await res.text());
      expect(root.name).toBe('subsonic-response');
      expect(root.attributes).toEqual({ xmlns: 'http://subsonic.org/restapi', status: 'ok', version: '1.16.1', type: 'melodia', serverVersion: expect.any(String), openSubsonic: 'true' });
    }
  });

  it('answers failures as envelopes with HTTP 200, in XML too', async () => {
    const res = await rest('ping', { apiKey: 'not-a-key' });
    expect(res.status).toBe(200);
    const root = parseXml(await res.text());
    expect(root.attributes.status).toBe('failed');
    expect(child(root, 'error')!.attributes).toEqual({ code: '44', message: 'Invalid API key', helpUrl: 'https://music.test/account-settings#apps' });
  });

  it('reads a form body (formPost), f=json included', async () => {
    const { secret } = await listenerWithPassword();
    const body = await json('getLicense', { apiKey: secret }, { post: true });
    expect(body).toMatchObject({ status: 'ok', license: { valid: true } });
    const res = await rest('getLicense', { apiKey: secret, f: 'json' }, { post: true });
    expect((await res.json<any>())['subsonic-response'].license).toEqual({ valid: true });
  });

  it('writes XML from the JSON form: attributes, children, repeated arrays, text values, escapes, no nulls', async () => {
    const answer = {
      lyrics: {
        displayArtist: `Tom & "Jerry" <live>\n'94`,
        synced: true,
        offset: -5,
        missing: null,
        line: [{ start: 0, value: 'a < b & c' }, { value: 'second\u0007 line' }],
        genres: ['Rock', 'Jazz & Blues'],
      },
    };
    const root = parseXml(await envelopeResponse(okEnvelope(answer), 'xml').text());
    const lyrics = child(root, 'lyrics')!;
    expect(lyrics.attributes).toEqual({ displayArtist: `Tom & "Jerry" <live>\n'94`, synced: 'true', offset: '-5' });
    expect(lyrics.children.filter((one) => one.name === 'line').map((one) => [one.attributes, one.text])).toEqual([
      [{ start: '0' }, 'a < b & c'],
      [{}, 'second line'],
    ]);
    expect(lyrics.children.filter((one) => one.name === 'genres').map((one) => one.text)).toEqual(['Rock', 'Jazz & Blues']);
    const jsonBody = await envelopeResponse(okEnvelope(answer), 'json').json<any>();
    expect(jsonBody['subsonic-response'].lyrics).not.toHaveProperty('missing');
    // The word in a name is not a null: kept as it is, with and without a real null beside it.
    const named = { song: { title: 'null', artist: 'Nullsleep' } };
    expect((await envelopeResponse(okEnvelope(named), 'json').json<any>())['subsonic-response'].song).toEqual(named.song);
    const both = { song: { title: 'null', album: null } };
    expect((await envelopeResponse(okEnvelope(both), 'json').json<any>())['subsonic-response'].song).toEqual({ title: 'null' });
    const failed = await envelopeResponse(failedEnvelope(70, 'Song not found'), 'json').json<any>();
    expect(failed['subsonic-response']).toMatchObject({ status: 'failed', openSubsonic: true, error: { code: 70, message: 'Song not found' } });
  });
});

describe('methods', () => {
  it('answers getOpenSubsonicExtensions without credentials', async () => {
    const body = await json('getOpenSubsonicExtensions', {});
    expect(body.status).toBe('ok');
    const names = body.openSubsonicExtensions.map((one: { name: string }) => one.name);
    expect(names).toEqual(expect.arrayContaining(['formPost', 'apiKeyAuthentication', 'songLyrics', 'transcodeOffset']));
    for (const one of body.openSubsonicExtensions) expect(one.versions).toEqual([1]);
  });

  it('answers an unknown method with error 0, and a method we do not offer with error 0 and the reason', async () => {
    const { secret } = await listenerWithPassword();
    expect(await errorOf('noSuchMethod', { apiKey: secret })).toEqual({ code: 0, message: 'Unknown method: noSuchMethod' });
    expect(await errorOf('constructor', { apiKey: secret })).toEqual({ code: 0, message: 'Unknown method: constructor' });
    const podcasts = await errorOf('getPodcasts', { apiKey: secret });
    expect(podcasts.code).toBe(0);
    expect(podcasts.message).toMatch(/^getPodcasts is not supported: .+/);
    const xml = parseXml(await (await rest('jukeboxControl.view', { apiKey: secret })).text());
    expect(child(xml, 'error')!.attributes.code).toBe('0');
  });

  it('answers an unexpected failure with error 0 and keeps it in the error log, credentials redacted', async () => {
    const { user, secret } = await listenerWithPassword();
    const message = `boom ${user.id}`;
    subsonicMethods.failsForTest = async () => {
      throw new Error(message);
    };
    subsonicMethods.refusesForTest = async () => {
      throw new HttpError(403);
    };
    // The endpoint logs the unexpected error to the console too; this test expects exactly that one.
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      expect(await errorOf('failsForTest', { u: user.email, p: secret })).toEqual({ code: 0, message: 'Something went wrong on the server' });
      expect((await errorOf('refusesForTest', { u: user.email, p: secret })).code).toBe(50);
    } finally {
      console.error = original;
      delete subsonicMethods.failsForTest;
      delete subsonicMethods.refusesForTest;
    }
    expect(logged.map((args) => String(args[0]))).toEqual([`Error: ${message}`]);
    // Written after the answer (waitUntil): wait for the row.
    const row = await vi.waitFor(async () => {
      const [found] = await db().select().from(errorLogs).where(eq(errorLogs.message, message));
      expect(found).toBeDefined();
      return found;
    });
    expect(row).toMatchObject({ method: 'GET', user_id: user.id });
    expect(row.url).toContain('/rest/failsForTest?');
    expect(row.url).toContain('p=REDACTED');
    expect(row.url).not.toContain(secret);
  });

  it('lists one music folder, named after the site', async () => {
    const { secret } = await listenerWithPassword();
    const body = await json('getMusicFolders', { apiKey: secret });
    expect(body.musicFolders).toEqual({ musicFolder: [{ id: 1, name: 'Melodia' }] });
  });

  it('answers tokenInfo with the username of the key', async () => {
    const { user, secret } = await listenerWithPassword();
    expect((await json('tokenInfo', { apiKey: secret })).tokenInfo).toEqual({ username: user.email });
  });

  it('answers getUser for the caller, with roles read from the permissions the user holds', async () => {
    /** A user holding exactly these permissions, and an app password of theirs. */
    const holding = async (names: string[]) => {
      const user = await createUser({ roles: [] });
      for (const name of names) {
        const [permission] = await db().select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name));
        await db().insert(userPermissions).values({ user_id: user.id, permission_id: permission.id });
      }
      const secret = `roles-${user.id}`;
      await db().insert(appPasswords).values({ user_id: user.id, name: 'x', secret_hash: await secretHash(secret), secret_encrypted: await sealSecret(env, secret) });
      return (await json('getUser', { apiKey: secret, username: user.email })).user;
    };
    const viewer = await holding(['music.view']);
    expect(viewer).toMatchObject({ adminRole: false, streamRole: false, scrobblingEnabled: false, downloadRole: false, playlistRole: false, coverArtRole: true, folder: [1] });
    const listener = await holding(['music.view', 'music.play', 'music.download', 'playlists.create']);
    expect(listener).toMatchObject({ streamRole: true, scrobblingEnabled: true, downloadRole: true, playlistRole: true, uploadRole: false, podcastRole: false, jukeboxRole: false });
  });

  it("refuses another user's getUser to a non-admin (50) and answers it to an admin", async () => {
    const { secret } = await listenerWithPassword();
    const other = await createUser();
    expect((await errorOf('getUser', { apiKey: secret, username: other.email })).code).toBe(50);
    expect((await errorOf('getUser', { apiKey: secret })).code).toBe(10);
    const { plainTextPassword } = await newAppPassword(await adminHeaders(), 'Admin phone');
    const body = await json('getUser', { apiKey: plainTextPassword, username: other.email });
    expect(body.user).toMatchObject({ username: other.email, adminRole: false });
    expect((await json('getUser', { apiKey: plainTextPassword, username: 'admin@example.com' })).user.adminRole).toBe(true);
    expect((await errorOf('getUser', { apiKey: plainTextPassword, username: 'nobody@example.com' })).code).toBe(70);
  });
});

describe('authentication', () => {
  it('accepts an app password as u+p, plain and enc: hex', async () => {
    const { user, secret } = await listenerWithPassword();
    expect((await json('ping', { u: user.email, p: secret })).status).toBe('ok');
    expect((await json('ping', { u: user.email, p: `enc:${hex(secret)}` })).status).toBe('ok');
    expect((await errorOf('ping', { u: user.email, p: `enc:${hex(secret)}0` })).code).toBe(40);
  });

  it('accepts token and salt: the Subsonic documentation vector', async () => {
    const user = await createUser();
    await db()
      .insert(appPasswords)
      .values({ user_id: user.id, name: 'Vector', secret_hash: await secretHash('sesame'), secret_encrypted: await sealSecret(env, 'sesame') });
    expect((await json('ping', { u: user.email, t: '26719a1196d2a940705a59634eb18eab', s: 'c19b2d' })).status).toBe('ok');
    expect((await json('ping', { u: user.email, t: '26719A1196D2A940705A59634EB18EAB', s: 'c19b2d' })).status).toBe('ok');
    expect((await errorOf('ping', { u: user.email, t: '26719a1196d2a940705a59634eb18eab', s: 'c19b2e' })).code).toBe(40);
  });

  it('accepts token and salt with each of several app passwords', async () => {
    const { user, headers } = await listenerWithPassword();
    const second = await newAppPassword(headers, 'Desktop');
    const salt = 'a1b2c3d4';
    expect((await json('ping', { u: user.email, t: await md5Hex(second.plainTextPassword + salt), s: salt })).status).toBe('ok');
  });

  it('never accepts the login password', async () => {
    const { user } = await listenerWithPassword({ password: 'login-password-1' });
    expect(await errorOf('ping', { u: user.email, p: 'login-password-1' })).toEqual({
      code: 40,
      message: 'Wrong username or password',
      helpUrl: 'https://music.test/account-settings#apps',
    });
    const salt = 'xyz123';
    expect((await errorOf('ping', { u: user.email, t: await md5Hex(`login-password-1${salt}`), s: salt })).code).toBe(40);
  });

  it('answers 10 for missing credentials, 43 for apiKey with u, 44 for an unknown key', async () => {
    const { user, secret } = await listenerWithPassword();
    expect((await errorOf('ping', {})).code).toBe(10);
    expect((await errorOf('ping', { u: user.email })).code).toBe(10);
    expect((await errorOf('ping', { u: user.email, t: 'abc' })).code).toBe(10);
    expect((await errorOf('ping', { apiKey: secret, u: user.email })).code).toBe(43);
    expect((await errorOf('ping', { apiKey: `${secret}x` })).code).toBe(44);
    expect((await errorOf('ping', { u: `${user.email}x`, p: secret })).code).toBe(40);
  });

  it('answers 50 to a banned user and to one without music.view', async () => {
    const banned = await listenerWithPassword();
    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, banned.user.id));
    expect((await errorOf('ping', { u: banned.user.email, p: banned.secret })).code).toBe(50);
    const roleless = await createUser({ roles: [] });
    await db()
      .insert(appPasswords)
      .values({ user_id: roleless.id, name: 'x', secret_hash: await secretHash(`roleless-${roleless.id}`), secret_encrypted: await sealSecret(env, `roleless-${roleless.id}`) });
    expect((await errorOf('ping', { apiKey: `roleless-${roleless.id}` })).code).toBe(50);
  });

  it('stops accepting a revoked app password at once, even right after a cached sign-in', async () => {
    const { user, headers, appPassword, secret } = await listenerWithPassword();
    expect((await json('ping', { u: user.email, p: secret })).status).toBe('ok');
    expect((await json('ping', { apiKey: secret })).status).toBe('ok');
    const res = await request(`/api/v1/app-passwords/${appPassword.id}`, { method: 'DELETE', headers: { Accept: 'application/json', ...headers } });
    expect(res.status).toBe(204);
    expect((await errorOf('ping', { u: user.email, p: secret })).code).toBe(40);
    expect((await errorOf('ping', { apiKey: secret })).code).toBe(44);
  });

  it('records last_used_at when an app signs in', async () => {
    const { user, headers, secret } = await listenerWithPassword();
    expect((await json('ping', { u: user.email, p: secret })).status).toBe('ok');
    const { appPasswords: listed } = await (await request('/api/v1/app-passwords', { headers })).json<any>();
    expect(Date.parse(listed[0].last_used_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses every attempt once an account has spent its failures, the right password too, and only from that address', async () => {
    await awayFromWindowEdge(60);
    const { user, secret } = await listenerWithPassword();
    const address = nextAddress();
    for (let i = 0; i < 5; i++) expect((await errorOf('ping', { u: user.email, p: `wrong-${i}` }, { address })).code).toBe(40);
    const limited = await errorOf('ping', { u: user.email, p: secret }, { address });
    expect(limited).toMatchObject({ code: 40, message: expect.stringMatching(/too many/i) });
    expect((await json('ping', { u: user.email, p: secret }, { address: nextAddress() })).status).toBe('ok');
  }, 20_000);

  it('forgets an account’s failures once the right password arrives', async () => {
    await awayFromWindowEdge(60);
    const { user, secret } = await listenerWithPassword();
    const address = nextAddress();
    for (let i = 0; i < 4; i++) await errorOf('ping', { u: user.email, p: `wrong-${i}` }, { address });
    expect((await json('ping', { u: user.email, p: secret }, { address })).status).toBe('ok');
    for (let i = 0; i < 4; i++) await errorOf('ping', { u: user.email, p: `wrong-${i}` }, { address });
    expect((await json('ping', { u: user.email, p: secret }, { address })).status).toBe('ok');
  }, 20_000);
});

describe('the app-passwords API', () => {
  it('creates one: 201 with the row and the secret shown once, stored hashed and sealed', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await postJson('/api/v1/app-passwords', { name: '  Symfonium  ' }, headers);
    expect(res.status).toBe(201);
    const body = await res.json<any>();
    expect(Object.keys(body).sort()).toEqual(['appPassword', 'plainTextPassword']);
    expect(Object.keys(body.appPassword).sort()).toEqual(['created_at', 'id', 'last_used_at', 'name']);
    expect(body.appPassword).toMatchObject({ name: 'Symfonium', last_used_at: null });
    expect(body.plainTextPassword).toMatch(/^[\w-]{24}$/);
    const [row] = await db().select().from(appPasswords).where(eq(appPasswords.id, body.appPassword.id));
    expect(row.user_id).toBe(user.id);
    expect(row.secret_hash).toBe(await secretHash(body.plainTextPassword));
    expect(row.secret_encrypted).not.toContain(body.plainTextPassword);
  });

  it('lists the caller’s own, newest first, without secrets', async () => {
    const { user, headers, secret } = await listenerWithPassword();
    const second = await newAppPassword(headers, 'Car');
    await listenerWithPassword();
    const res = await request('/api/v1/app-passwords', { headers });
    expect(res.status).toBe(200);
    const { appPasswords: listed } = await res.json<any>();
    expect(listed.map((one: { name: string }) => one.name)).toEqual(['Car', 'Phone']);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(JSON.stringify(listed)).not.toContain(second.plainTextPassword);
    expect(user.id).toBeGreaterThan(0);
  });

  it('answers 422 to an empty or too long name and creates nothing', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const res = await postJson('/api/v1/app-passwords', { name }, headers);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors.name).toHaveLength(1);
    }
    expect(await db().$count(appPasswords, eq(appPasswords.user_id, user.id))).toBe(0);
  });

  it("answers 404 to deleting someone else's, which keeps working", async () => {
    const owner = await listenerWithPassword();
    const { headers } = await loginAs((await createUser()).id);
    const res = await request(`/api/v1/app-passwords/${owner.appPassword.id}`, { method: 'DELETE', headers: { Accept: 'application/json', ...headers } });
    expect(res.status).toBe(404);
    expect((await json('ping', { apiKey: owner.secret })).status).toBe('ok');
  });

  it('answers 401 to a guest', async () => {
    expect((await request('/api/v1/app-passwords')).status).toBe(401);
  });
});
