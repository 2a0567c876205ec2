import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { apiClient, ApiError, buildRequest, resolveUrl } from '../../client/http/api-client';

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;
const query = (url: string) => new URL(url, window.location.origin).searchParams;

describe('apiClient URL prefixing (SPEC section 7)', () => {
  it('prefixes paths with /api/v1/', () => {
    expect(resolveUrl('users/1')).toBe('/api/v1/users/1');
    expect(resolveUrl('/bootstrap-data')).toBe('/api/v1/bootstrap-data');
  });

  it('leaves auth, secure, log-viewer and horizon paths at the root', () => {
    expect(resolveUrl('auth/login')).toBe('/auth/login');
    expect(resolveUrl('secure/auth/social/google/login')).toBe('/secure/auth/social/google/login');
    expect(resolveUrl('log-viewer/logs')).toBe('/log-viewer/logs');
    expect(resolveUrl('horizon/api/stats')).toBe('/horizon/api/stats');
    expect(resolveUrl('authors')).toBe('/api/v1/authors');
  });

  it('leaves absolute URLs alone', () => {
    expect(resolveUrl('https://cdn.example.com/a.json')).toBe('https://cdn.example.com/a.json');
    expect(buildRequest('GET', 'https://cdn.example.com/a.json').url).toBe('https://cdn.example.com/a.json');
  });
});

describe('apiClient params', () => {
  it('comma-joins with, load and loadCount on GET', () => {
    const { url } = buildRequest('GET', 'tracks', { params: { with: ['album', 'artists'], load: ['tags'], loadCount: ['plays', 'likes'], page: 2 } });
    expect(query(url).get('with')).toBe('album,artists');
    expect(query(url).get('load')).toBe('tags');
    expect(query(url).get('loadCount')).toBe('plays,likes');
    expect(query(url).get('page')).toBe('2');
  });

  it('does not join other arrays, nor with on other methods', () => {
    const { url } = buildRequest('GET', 'tracks', { params: { ids: [1, 2] } });
    expect(query(url).getAll('ids[]')).toEqual(['1', '2']);
    const post = buildRequest('POST', 'tracks', { params: { with: ['album', 'artists'] } });
    expect(query(post.url).getAll('with[]')).toEqual(['album', 'artists']);
  });
});

describe('apiClient workspaceId', () => {
  it('adds the active workspace id to GET, POST and PUT unless given', () => {
    document.cookie = 'activeWorkspaceId=5; path=/';
    expect(query(buildRequest('GET', 'playlists').url).get('workspaceId')).toBe('5');
    expect(query(buildRequest('POST', 'playlists').url).get('workspaceId')).toBe('5');
    expect(query(buildRequest('PUT', 'playlists/1').url).get('workspaceId')).toBe('5');
    expect(query(buildRequest('DELETE', 'playlists/1').url).get('workspaceId')).toBeNull();
    expect(query(buildRequest('PATCH', 'playlists/1').url).get('workspaceId')).toBeNull();
    expect(query(buildRequest('GET', 'playlists', { params: { workspaceId: 9 } }).url).get('workspaceId')).toBe('9');
  });

  it('adds nothing for the default workspace 0', () => {
    document.cookie = 'activeWorkspaceId=0; path=/';
    expect(query(buildRequest('GET', 'playlists').url).get('workspaceId')).toBeNull();
  });
});

describe('apiClient method override', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s as POST with the header and _method', (method) => {
    const { url, init } = buildRequest(method, 'users/1', { body: { name: 'x' } });
    expect(init.method).toBe('POST');
    expect(headersOf(init)['X-HTTP-Method-Override']).toBe(method);
    expect(query(url).get('_method')).toBe(method);
  });

  it('sends GET and POST as themselves', () => {
    expect(buildRequest('GET', 'users/1').init.method).toBe('GET');
    const post = buildRequest('POST', 'users');
    expect(post.init.method).toBe('POST');
    expect(headersOf(post.init)['X-HTTP-Method-Override']).toBeUndefined();
    expect(query(post.url).get('_method')).toBeNull();
  });
});

describe('apiClient XSRF header and body', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN', () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    expect(headersOf(buildRequest('POST', 'users').init)['X-XSRF-TOKEN']).toBe('abc=123');
  });

  it('sends JSON bodies as JSON and FormData untouched', () => {
    const json = buildRequest('POST', 'users', { body: { a: 1 } });
    expect(json.init.body).toBe('{"a":1}');
    expect(headersOf(json.init)['Content-Type']).toBe('application/json');
    const form = new FormData();
    const multipart = buildRequest('POST', 'file-entries', { body: form });
    expect(multipart.init.body).toBe(form);
    expect(headersOf(multipart.init)['Content-Type']).toBeUndefined();
  });
});

describe('apiClient responses', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws ApiError with the server body on failure', async () => {
    const body = { message: 'The given data was invalid.', errors: { email: ['Taken'] } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 422 })));
    const error = await apiClient.post('auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual(body);
  });

  it('returns parsed JSON on success, sent to the rewritten URL', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.delete('users/3')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/users/3?_method=DELETE', expect.objectContaining({ method: 'POST' }));
  });
});

describe('apiClient and a suspended account', () => {
  it('shows the suspended screen data at the first 403 that says so, and ignores other 403s', async () => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    stubFetch({ 'GET /api/v1/forbidden': fail(403, { message: 'This action is unauthorized.' }), 'GET /api/v1/library': fail(403, { message: 'This action is unauthorized.', suspended: true }) });
    await expect(apiClient.get('forbidden')).rejects.toBeInstanceOf(ApiError);
    expect(getBootstrap().user!.banned_at).toBeNull();
    await expect(apiClient.get('library')).rejects.toMatchObject({ status: 403 });
    expect(getBootstrap().user!.banned_at).toEqual(expect.any(String));
  });
});
