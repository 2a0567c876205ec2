import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens } from '../../db/access-tokens';
import { sha256 } from '../../worker/auth/crypto';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request, tokenFor } from './support/http';
import { bearer } from './support/account-fixtures';

const createToken = (tokenName: unknown, headers: Record<string, string>) => postJson('/api/v1/access-tokens', { tokenName }, headers);
const deleteToken = (id: number, headers: Record<string, string>) =>
  request(`/api/v1/access-tokens/${id}`, { method: 'DELETE', headers: { Accept: 'application/json', ...headers } });

async function withApiIntegrated(value: boolean, run: () => Promise<void>) {
  const headers = await adminHeaders();
  expect((await postJson('/api/v1/settings', { settings: { 'api.integrated': value } }, headers)).status).toBe(200);
  try {
    await run();
  } finally {
    await postJson('/api/v1/settings', { settings: { 'api.integrated': !value } }, headers);
  }
}

describe('GET /api/v1/access-tokens', () => {
  it("lists only the caller's tokens, without secrets", async () => {
    const user = await createUser();
    await tokenFor(user.id);
    await tokenFor((await createUser()).id);
    const { headers } = await loginAs(user.id);
    const res = await request('/api/v1/access-tokens', { headers });
    expect(res.status).toBe(200);
    const { tokens } = await res.json<any>();
    expect(tokens).toHaveLength(1);
    expect(Object.keys(tokens[0]).sort()).toEqual(['created_at', 'id', 'last_used_at', 'name']);
  });

  it('answers 401 to a guest and 403 to a banned user', async () => {
    expect((await request('/api/v1/access-tokens')).status).toBe(401);
    const { headers } = await loginAs((await createUser({ banned: true })).id);
    expect((await request('/api/v1/access-tokens', { headers })).status).toBe(403);
  });
});

describe('POST /api/v1/access-tokens', () => {
  it('creates a token whose plain text is shown once and works at once as Bearer', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await createToken('  CLI  ', headers);
    expect(res.status).toBe(201);
    const { token, plainTextToken } = await res.json<any>();
    expect(token).toMatchObject({ name: 'CLI', last_used_at: null });
    expect(plainTextToken).toMatch(new RegExp(`^${token.id}\\|[\\w-]{20,}$`));
    const [row] = await db().select().from(accessTokens).where(eq(accessTokens.id, token.id));
    expect(row.token_hash).toBe(await sha256(plainTextToken.split('|')[1]));

    const me = await request(`/api/v1/users/${user.id}`, { headers: bearer(plainTextToken) });
    expect(me.status).toBe(200);
    const listed = (await (await request('/api/v1/access-tokens', { headers })).json<any>()).tokens;
    expect(JSON.stringify(listed)).not.toContain(plainTextToken.split('|')[1]);
  });

  it('records last_used_at when the token is used', async () => {
    const user = await createUser();
    const { id, plainTextToken } = await tokenFor(user.id);
    expect((await request('/api/v1/access-tokens', { headers: bearer(plainTextToken) })).status).toBe(200);
    // The write is deferred with waitUntil: give it a moment.
    let lastUsed: string | null = null;
    for (let i = 0; i < 50 && !lastUsed; i++) {
      [{ last_used_at: lastUsed }] = await db().select({ last_used_at: accessTokens.last_used_at }).from(accessTokens).where(eq(accessTokens.id, id));
      if (!lastUsed) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - Date.parse(lastUsed!)).toBeLessThan(60_000);
  });

  it('requires a token name of at most 100 characters', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const empty = await createToken('  ', headers);
    expect(empty.status).toBe(422);
    expect((await empty.json<any>()).errors).toEqual({ tokenName: ['The token name field is required.'] });
    expect((await createToken('x'.repeat(101), headers)).status).toBe(422);
    expect((await createToken(undefined, headers)).status).toBe(422);
  });

  it('requires api.access: 403 without it, 401 for a guest', async () => {
    const { headers } = await loginAs((await createUser({ roles: [] })).id);
    expect((await createToken('No access', headers)).status).toBe(403);
    expect((await createToken('Guest', guestHeaders())).status).toBe(401);
  });

  it("stops at the api.access count restriction of the user's role (10 for users)", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) await tokenFor(user.id);
    const { headers } = await loginAs(user.id);
    const res = await createToken('Eleventh', headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.tokenName[0]).toMatch(/at most 10/);
  });

  it('answers 419 to a cookie request without the XSRF header; a Bearer caller needs none', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const { 'X-XSRF-TOKEN': _omitted, ...withoutHeader } = headers;
    expect((await createToken('CSRF', withoutHeader)).status).toBe(419);
    const { plainTextToken } = await tokenFor(user.id);
    expect((await createToken('From a script', bearer(plainTextToken))).status).toBe(201);
  });
});

describe('DELETE /api/v1/access-tokens/{id}', () => {
  it('deletes the caller\'s token, which fails at once (401)', async () => {
    const user = await createUser();
    const { id, plainTextToken } = await tokenFor(user.id);
    expect((await request('/api/v1/access-tokens', { headers: bearer(plainTextToken) })).status).toBe(200);
    const { headers } = await loginAs(user.id);
    const res = await deleteToken(id, headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const after = await request('/api/v1/access-tokens', { headers: bearer(plainTextToken) });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Unauthenticated.', action: { label: 'Log in', action: '/login' } });
  });

  it("answers 404 for someone else's token and leaves it working", async () => {
    const owner = await createUser();
    const { id, plainTextToken } = await tokenFor(owner.id);
    const { headers } = await loginAs((await createUser()).id);
    expect((await deleteToken(id, headers)).status).toBe(404);
    expect((await deleteToken(id, await adminHeaders())).status).toBe(404);
    expect((await request('/api/v1/access-tokens', { headers: bearer(plainTextToken) })).status).toBe(200);
  });

  it('answers 401 to a guest and 419 without the XSRF header', async () => {
    const user = await createUser();
    const { id } = await tokenFor(user.id);
    expect((await deleteToken(id, guestHeaders())).status).toBe(401);
    const { headers } = await loginAs(user.id);
    const { 'X-XSRF-TOKEN': _omitted, ...withoutHeader } = headers;
    expect((await deleteToken(id, withoutHeader)).status).toBe(419);
  });
});

describe('access tokens with the api.integrated setting off', () => {
  it('answers 404 on every token route', async () => {
    const user = await createUser();
    const { id } = await tokenFor(user.id);
    const { headers } = await loginAs(user.id);
    await withApiIntegrated(false, async () => {
      expect((await request('/api/v1/access-tokens', { headers })).status).toBe(404);
      expect((await createToken('Off', headers)).status).toBe(404);
      expect((await deleteToken(id, headers)).status).toBe(404);
    });
    expect((await request('/api/v1/access-tokens', { headers })).status).toBe(200);
  });
});
