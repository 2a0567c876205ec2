import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customPages } from '../../db/custom-pages';
import { createApp } from '../../worker/app';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';

async function createPage(headers: Record<string, string>, slug: string) {
  const res = await postJson('/api/v1/custom-pages', { title: 'Draft', slug, body: '<p>x</p>' }, headers);
  expect(res.status).toBe(201);
  return (await res.json<{ page: { id: number } }>()).page;
}

describe('CSRF (XSRF-TOKEN cookie and X-XSRF-TOKEN header)', () => {
  it('sets a readable XSRF-TOKEN cookie on the first response', async () => {
    const res = await request('/api/v1/bootstrap-data');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/XSRF-TOKEN=[\w-]{20,}/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('answers 419 to a state-changing request without the header, and changes nothing', async () => {
    const headers = await adminHeaders();
    const { 'X-XSRF-TOKEN': _omitted, ...withoutHeader } = headers;
    const res = await postJson('/api/v1/custom-pages', { title: 'T', slug: 'csrf-missing', body: '' }, withoutHeader);
    expect(res.status).toBe(419);
    expect(await res.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect(await db().select().from(customPages).where(eq(customPages.slug, 'csrf-missing'))).toEqual([]);
  });

  it('answers 419 when the header does not match the cookie', async () => {
    const headers = { ...(await adminHeaders()), 'X-XSRF-TOKEN': 'forged-value-forged-value' };
    const res = await postJson('/api/v1/custom-pages', { title: 'T', slug: 'csrf-forged', body: '' }, headers);
    expect(res.status).toBe(419);
  });

  it('checks guests too (a login form is state-changing)', async () => {
    const res = await postJson('/api/v1/contact-page', { name: 'A', email: 'a@example.com', message: 'Hi' });
    expect(res.status).toBe(419);
    const ok = await postJson('/api/v1/contact-page', { name: 'A', email: 'a@example.com', message: 'Hi' }, guestHeaders());
    expect(ok.status).toBe(200);
  });
});

describe('method override', () => {
  it('routes a POST with X-HTTP-Method-Override: DELETE as DELETE', async () => {
    const headers = await adminHeaders();
    const page = await createPage(headers, 'override-header');
    const res = await request(`/api/v1/custom-pages/${page.id}`, {
      method: 'POST',
      headers: { ...headers, 'X-HTTP-Method-Override': 'DELETE' },
    });
    expect(res.status).toBe(204);
    expect(await db().select().from(customPages).where(eq(customPages.id, page.id))).toEqual([]);
  });

  it('routes a POST with ?_method=PUT as PUT', async () => {
    const headers = await adminHeaders();
    const page = await createPage(headers, 'override-query');
    const res = await postJson(`/api/v1/custom-pages/${page.id}?_method=PUT`, { title: 'Renamed' }, headers);
    expect(res.status).toBe(200);
    expect((await res.json<any>()).page.title).toBe('Renamed');
  });

  it('ignores overrides to methods that are not PUT, PATCH or DELETE', async () => {
    const res = await request('/api/v1/bootstrap-data', {
      method: 'POST',
      headers: { ...guestHeaders(), 'X-HTTP-Method-Override': 'GET' },
    });
    expect(res.status).toBe(405);
  });
});

describe('bad input answers 4xx JSON and changes nothing', () => {
  it('refuses malformed JSON with 400', async () => {
    const headers = await adminHeaders();
    const res = await request('/api/v1/custom-pages', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"title": "Broken", "slug": "broken-json",',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json<any>()).message).toEqual(expect.any(String));
    expect(await db().select().from(customPages).where(eq(customPages.slug, 'broken-json'))).toEqual([]);
  });

  it('refuses wrong types with 422 and a message per field', async () => {
    const headers = await adminHeaders();
    const res = await postJson('/api/v1/custom-pages', { title: 42, slug: 'Not A Slug', body: ['x'] }, headers);
    expect(res.status).toBe(422);
    const body = await res.json<any>();
    expect(Object.keys(body.errors).sort()).toEqual(['body', 'slug', 'title']);
    expect(body.errors.slug).toEqual(['Use lowercase letters, numbers and dashes.']);
    expect(body.message).toEqual(expect.any(String));
    expect(await db().select().from(customPages).where(eq(customPages.title, '42'))).toEqual([]);
  });

  it('refuses an unknown id in the path with 404 and a non-numeric one with 422', async () => {
    const headers = await adminHeaders();
    const missing = await request('/api/v1/custom-pages/999999', { method: 'DELETE', headers });
    expect(missing.status).toBe(404);
    const wrong = await request('/api/v1/custom-pages/abc', { method: 'DELETE', headers });
    expect(wrong.status).toBe(422);
    expect((await wrong.json<any>()).errors.id).toBeDefined();
  });

  it('refuses a body over the limit with 413', async () => {
    const headers = await adminHeaders();
    const res = await postJson('/api/v1/custom-pages', { title: 'Big', slug: 'too-big', body: 'x'.repeat(1_100_000) }, headers);
    expect(res.status).toBe(413);
    expect(await db().select().from(customPages).where(eq(customPages.slug, 'too-big'))).toEqual([]);
  });

  it('refuses a workspaceId that is not a number with 422', async () => {
    const res = await request('/api/v1/bootstrap-data?workspaceId=abc');
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.workspaceId).toBeDefined();
  });
});

describe('unknown paths and methods', () => {
  it('answers JSON 404 for an unknown API path', async () => {
    for (const path of ['/api/v1/no-such-thing', '/api/v2/bootstrap-data', '/auth/nowhere', '/secure/nowhere']) {
      const res = await request(path, { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 405 with Allow for a known path and the wrong method', async () => {
    const res = await request('/api/v1/bootstrap-data', { method: 'DELETE', headers: guestHeaders() });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await res.json()).toEqual({ message: 'Method Not Allowed' });
  });
});

describe('security headers', () => {
  it('sends CSP with same-origin framing, nosniff and a referrer policy', async () => {
    const res = await request('/api/v1/bootstrap-data');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    // A JSON answer inlines no script, so its policy allows no nonce; an HTML page's does (spa.suite.ts).
    expect(csp).toMatch(/script-src 'self' https:/);
    expect(csp).not.toContain('nonce-');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('500', () => {
  it('answers a generic message without internals', async () => {
    const app = createApp();
    app.get('/api/v1/__test/explode', () => {
      throw new Error('database password is hunter2');
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
      const res = await app.request('/api/v1/__test/explode', {}, env, ctx);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'Server Error' });
      expect(text).not.toContain('hunter2');
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('adds the error trace of SPEC section 3 only for admins while app.debug is on', async () => {
    const app = createApp();
    app.get('/api/v1/__test/explode', () => {
      throw new TypeError('exploded on purpose');
    });
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    const call = (headers: Record<string, string>) => app.request('/api/v1/__test/explode', { headers }, env, ctx);
    const original = console.error;
    console.error = () => {};
    try {
      await postJson('/api/v1/settings', { settings: { 'app.debug': true } }, await adminHeaders());
      const forAdmin = await (await call(await adminHeaders())).json<any>();
      expect(forAdmin).toMatchObject({ message: 'exploded on purpose', exception: 'TypeError', ignitionTrace: true });
      expect(forAdmin.trace[0]).toMatchObject({ lineNumber: expect.any(Number), flatIndex: 0, path: expect.any(Array) });
      const { headers } = await loginAs((await createUser()).id);
      expect(await (await call(headers)).json()).toEqual({ message: 'Server Error' });
    } finally {
      console.error = original;
    }
  });
});
