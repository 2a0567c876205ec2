import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/users';
import { adminHeaders, createUser, db, guestHeaders, loginAs, request, tokenFor } from './support/http';
import { bearer } from './support/account-fixtures';
import { createAccessToken } from '../../worker/auth/access-tokens';

function putJson(path: string, body: unknown, headers: Record<string, string>) {
  return request(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('GET /api/v1/users/{id}', () => {
  it('returns the caller as AuthUser', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await request(`/api/v1/users/${user.id}`, { headers });
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, timezone: 'UTC', has_password: false });
    expect(body.user.roles.map((r: any) => r.name)).toEqual(['users']);
    expect(body.user).not.toHaveProperty('password');
    expect(body.user).not.toHaveProperty('two_factor_secret');
  });

  it('answers 403 for another user, 401 for a guest, 403 for a banned user', async () => {
    const other = await createUser();
    const { headers } = await loginAs((await createUser()).id);
    expect((await request(`/api/v1/users/${other.id}`, { headers })).status).toBe(403);
    expect((await request(`/api/v1/users/${other.id}`)).status).toBe(401);
    const banned = await createUser({ banned: true });
    const bannedLogin = await loginAs(banned.id);
    expect((await request(`/api/v1/users/${banned.id}`, { headers: bannedLogin.headers })).status).toBe(403);
  });

  it('lets a holder of users.update read anyone, and 404s an unknown id', async () => {
    const other = await createUser();
    const headers = await adminHeaders();
    const res = await request(`/api/v1/users/${other.id}`, { headers });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user.id).toBe(other.id);
    expect((await request('/api/v1/users/99999999', { headers })).status).toBe(404);
  });

  it('accepts a Bearer token without cookies', async () => {
    const user = await createUser();
    const { plainTextToken } = await tokenFor(user.id);
    const res = await request(`/api/v1/users/${user.id}`, { headers: bearer(plainTextToken) });
    expect(res.status).toBe(200);
  });

  // SPEC section 3, User: tokens. Their names and dates, never a secret or its hash; bootstrap data's user has none.
  it("carries the user's access tokens, newest first, without their secrets", async () => {
    const user = await createUser();
    const first = await tokenFor(user.id);
    const second = await createAccessToken(db(), user.id, 'Deploy script');
    await tokenFor((await createUser()).id);
    const { headers } = await loginAs(user.id);
    const res = await request(`/api/v1/users/${user.id}`, { headers });
    const { tokens } = (await res.json<any>()).user;
    expect(tokens).toEqual([
      { id: second.id, name: 'Deploy script', last_used_at: null, created_at: expect.any(String) },
      { id: first.id, name: 'test token', last_used_at: null, created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(tokens)).not.toContain(first.plainTextToken.split('|')[1]);

    const { bootstrapData } = await (await request('/api/v1/bootstrap-data', { headers })).json<any>();
    expect(bootstrapData.user.id).toBe(user.id);
    expect(bootstrapData.user).not.toHaveProperty('tokens');
  });

  it('carries them in the answers of PUT users/{id} too, and an empty list for none', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    expect((await (await request(`/api/v1/users/${user.id}`, { headers })).json<any>()).user.tokens).toEqual([]);
    const token = await tokenFor(user.id);
    const res = await putJson(`/api/v1/users/${user.id}`, { name: 'Renamed' }, headers);
    expect((await res.json<any>()).user.tokens.map((t: any) => t.id)).toEqual([token.id]);
  });
});

describe('PUT /api/v1/users/{id}', () => {
  it('updates account details and returns the user', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await putJson(
      `/api/v1/users/${user.id}`,
      { name: '  Ada  ', first_name: 'Ada', last_name: '', language: 'es', country: 'gb', timezone: 'Europe/London' },
      headers,
    );
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user).toMatchObject({
      name: 'Ada',
      first_name: 'Ada',
      last_name: null,
      language: 'es',
      country: 'GB',
      timezone: 'Europe/London',
    });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Ada', country: 'GB', timezone: 'Europe/London', language: 'es' });
  });

  it('changes only the fields it is given', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await putJson(`/api/v1/users/${user.id}`, { timezone: 'UTC', country: null }, headers);
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user).toMatchObject({ name: user.name, timezone: 'UTC', country: null });
  });

  it.each([
    [{ name: '' }, 'name', 'The name field is required.'],
    [{ name: 'x'.repeat(101) }, 'name', 'The name must not be greater than 100 characters.'],
    [{ first_name: 'x'.repeat(101) }, 'first_name', 'The first name must not be greater than 100 characters.'],
    [{ country: 'GBR' }, 'country', 'Choose a valid country.'],
    [{ timezone: 'Mars/Olympus_Mons' }, 'timezone', 'Choose a valid timezone.'],
    [{ language: 'xx' }, 'language', 'Choose a valid language.'],
  ])('refuses %j with 422 on %s', async (body, field, message) => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await putJson(`/api/v1/users/${user.id}`, body, headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ [field]: [message] });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.name).toBe(user.name);
    expect(row.language).toBe('en');
  });

  it("answers 403 to another user's id and changes nothing", async () => {
    const other = await createUser();
    const { headers } = await loginAs((await createUser()).id);
    const res = await putJson(`/api/v1/users/${other.id}`, { name: 'Hijacked' }, headers);
    expect(res.status).toBe(403);
    const [row] = await db().select().from(users).where(eq(users.id, other.id));
    expect(row.name).toBe(other.name);
  });

  it('answers 401 to a guest and 403 to a banned user', async () => {
    const user = await createUser();
    expect((await putJson(`/api/v1/users/${user.id}`, { name: 'X' }, guestHeaders())).status).toBe(401);
    const banned = await createUser({ banned: true });
    const { headers } = await loginAs(banned.id);
    expect((await putJson(`/api/v1/users/${banned.id}`, { name: 'X' }, headers)).status).toBe(403);
  });

  it('answers 419 to a cookie request without the XSRF header', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const { 'X-XSRF-TOKEN': _omitted, ...withoutHeader } = headers;
    expect((await putJson(`/api/v1/users/${user.id}`, { name: 'X' }, withoutHeader)).status).toBe(419);
  });

  it('lets a Bearer token update without cookies or CSRF header', async () => {
    const user = await createUser();
    const { plainTextToken } = await tokenFor(user.id);
    const res = await putJson(`/api/v1/users/${user.id}`, { name: 'Via token' }, bearer(plainTextToken));
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user.name).toBe('Via token');
  });

  it('lets a holder of users.update edit another account', async () => {
    const other = await createUser();
    const res = await putJson(`/api/v1/users/${other.id}`, { name: 'Renamed by admin' }, await adminHeaders());
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user).toMatchObject({ id: other.id, name: 'Renamed by admin' });
  });
});
