import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/users';
import { roles, userRoles } from '../../db/roles';
import { accessTokens } from '../../db/access-tokens';
import { sessions } from '../../db/sessions';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { usersList } from '../../worker/admin/users/users-list';
import { adminHeaders, createUser, db, loginAs, postJson, request, tokenFor } from './support/http';
import { planOf } from './support/query-plan';

// Issue 13, docs/api/admin.md "Users": the admin users list, its export, and
// what an administrator does to accounts.

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  request(path, {
    method,
    headers: { ...headers, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const list = async (query: string, headers?: Record<string, string>) => {
  const res = await request(`/api/v1/users?${query}`, { headers: headers ?? (await adminHeaders()) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<any>()).pagination;
};

let n = 0;
/** A user whose name and email share a unique word, for searches that find only them. */
async function namedUser(values: Partial<typeof users.$inferInsert> = {}, roleNames = ['users']) {
  const word = `zq${Date.now().toString(36)}x${++n}`;
  const [user] = await db()
    .insert(users)
    .values({ name: `${word} Person`, email: `${word}@example.com`, ...values })
    .returning();
  for (const name of roleNames) {
    const [role] = await db().select().from(roles).where(eq(roles.name, name));
    await db().insert(userRoles).values({ user_id: user.id, role_id: role.id });
  }
  return { ...user, word };
}

async function adminRoleId() {
  const [role] = await db().select().from(roles).where(eq(roles.name, 'admin'));
  return role.id;
}

describe('GET /api/v1/users', () => {
  it('is for users.update: a guest gets 401, a listener 403', async () => {
    expect((await request('/api/v1/users')).status).toBe(401);
    const listener = await createUser();
    expect((await request('/api/v1/users', { headers: (await loginAs(listener.id)).headers })).status).toBe(403);
  });

  it('pages, searches by name or email prefix, and sorts', async () => {
    const a = await namedUser();
    const page = await list(`query=${a.word}`);
    expect(page.data.map((u: any) => u.id)).toEqual([a.id]);
    const [usersRole] = await db().select().from(roles).where(eq(roles.name, 'users'));
    expect(page.data[0].roles).toEqual([{ id: usersRole.id, name: 'users' }]);
    const artist = await namedUser({}, ['artists', 'users']);
    expect((await list(`query=${artist.word}`)).data[0].roles.map((r: any) => r.name).sort()).toEqual(['artists', 'users']);
    expect((await list(`query=${a.word.slice(0, 8)}@`)).total).toBeGreaterThanOrEqual(0);
    expect((await list(`query=${encodeURIComponent(a.email)}`)).data.map((u: any) => u.id)).toEqual([a.id]);

    const first = await list('perPage=2&page=1&orderBy=name&orderDir=asc');
    const second = await list('perPage=2&page=2&orderBy=name&orderDir=asc');
    expect(first.per_page).toBe(2);
    expect(first.total).toBe(second.total);
    expect(first.data[1].name <= second.data[0].name).toBe(true);
    const past = await list(`perPage=2&page=${first.last_page + 5}`);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('filters by role, banned, email verified, two-factor and creation date', async () => {
    const banned = await namedUser({ banned_at: '2026-01-01T00:00:00.000Z', email_verified_at: '2026-01-02T00:00:00.000Z' });
    const twoFactor = await namedUser({ two_factor_confirmed_at: '2026-01-01T00:00:00.000Z' }, ['artists']);
    const ids = async (query: string) => (await list(`perPage=100&${query}`)).data.map((u: any) => u.id);
    expect(await ids('banned=true')).toContain(banned.id);
    expect(await ids('banned=true')).not.toContain(twoFactor.id);
    expect(await ids('email_verified=true')).toContain(banned.id);
    expect(await ids('two_factor=true')).toEqual(expect.arrayContaining([twoFactor.id]));
    expect(await ids('two_factor=true')).not.toContain(banned.id);
    const [artists] = await db().select().from(roles).where(eq(roles.name, 'artists'));
    expect(await ids(`role=${artists.id}&query=${twoFactor.word}`)).toEqual([twoFactor.id]);
    expect(await ids(`role=${artists.id}&query=${banned.word}`)).toEqual([]);
    await db().update(users).set({ created_at: '2020-03-04T10:00:00.000Z' }).where(eq(users.id, banned.id));
    expect(await ids('created_from=2020-03-04&created_to=2020-03-04')).toEqual([banned.id]);
    expect(await ids('created_from=2020-03-04&created_to=2020-03-04&orderBy=created_at&orderDir=desc')).toEqual([banned.id]);
    // The totals as the admin sees them: a role counted from its members, a range on the sort column.
    const [{ members }] = await db().select({ members: sql<number>`count(*)` }).from(userRoles).where(eq(userRoles.role_id, artists.id));
    expect((await list(`role=${artists.id}`)).total).toBe(members);
    expect((await list('created_from=2020-03-04&created_to=2020-03-04&orderBy=created_at')).total).toBe(1);
  });

  it('refuses unknown sorts and malformed filters with 422, and changes nothing', async () => {
    const headers = await adminHeaders();
    for (const query of ['orderBy=password', 'orderDir=sideways', 'banned=maybe', 'role=abc', 'created_from=yesterday', 'perPage=1000', 'page=0']) {
      const res = await request(`/api/v1/users?${query}`, { headers });
      expect(res.status, query).toBe(422);
    }
  });

  // SPEC section 5: an invalid ISO date is refused, never read as another day (Date.parse takes 2023-02-29 for March 1).
  it('refuses a day the calendar lacks with 422 "Use a real date."', async () => {
    const headers = await adminHeaders();
    for (const query of ['created_from=2023-02-29', 'created_to=2026-04-31', 'created_from=2026-02-30', 'created_to=2026-13-01']) {
      const res = await request(`/api/v1/users?${query}`, { headers });
      expect(res.status, query).toBe(422);
      expect((await res.json<any>()).errors, query).toEqual({ [query.split('=')[0]]: ['Use a real date.'] });
    }
    expect((await request('/api/v1/users?created_from=2024-02-29', { headers })).status).toBe(200);
  });

  it('reaches every sort and filter through an index (no scan of users)', async () => {
    const schema = listQuerySchema(usersList);
    const queries = [
      {},
      { orderBy: 'name' },
      { orderBy: 'email', orderDir: 'desc' },
      { banned: 'true' },
      { email_verified: 'false', orderBy: 'created_at' },
      { two_factor: 'true' },
      { role: '2' },
      { created_from: '2026-01-01', created_to: '2026-02-01' },
      { query: 'ada' },
    ];
    for (const query of queries) {
      const plan = (await planOf(listStatement(db(), usersList, schema.parse(query)))).join('\n');
      expect(plan, `${JSON.stringify(query)}\n${plan}`).not.toMatch(/SCAN users(?!_)(?! USING)/);
    }
  });

  it('walks only the rows a selective filter or a range on the sort column can match', async () => {
    const schema = listQuerySchema(usersList);
    const planFor = async (query: Record<string, string>) => (await planOf(listStatement(db(), usersList, schema.parse(query)))).join('\n');
    // A page of the few banned or two-factor users in a sort's order comes from a partial index holding only them.
    expect(await planFor({ banned: 'true', orderBy: 'name' })).toMatch(/USING INDEX users_banned_name_idx/);
    expect(await planFor({ banned: 'true' })).toMatch(/USING INDEX users_banned_created_at_idx/);
    expect(await planFor({ two_factor: 'true', orderBy: 'name' })).toMatch(/USING INDEX users_two_factor_name_idx/);
    // A date range sorted by that date searches the range, page and total alike (no walk from the newest user on).
    const range = await planFor({ created_from: '2024-01-01', created_to: '2024-12-31', orderBy: 'created_at', orderDir: 'desc' });
    expect(range).not.toMatch(/SCAN users USING/);
    expect(range.match(/SEARCH users USING COVERING INDEX users_created_at_idx \(created_at>\? AND created_at<\?\)/g)).toHaveLength(2);
    // The total of a role alone counts the pivot's rows from the role's index.
    expect(await planFor({ role: '2' })).toMatch(/SEARCH ur USING COVERING INDEX user_roles_role_idx \(role_id=\?\)/);
  });
});

describe('GET and POST /api/v1/users/csv/export', () => {
  it('streams every matching row as CSV, not just a page, with formulas defused', async () => {
    const evil = await namedUser({ name: '=HYPERLINK("http://x")' });
    const res = await request(`/api/v1/users/csv/export?query=${encodeURIComponent(evil.email)}`, { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('users.csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,name,email,roles,email_verified_at,banned_at,two_factor,language,country,created_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);

    const all = await request('/api/v1/users/csv/export?perPage=1', { method: 'POST', headers: await adminHeaders() });
    const rows = (await all.text()).trim().split('\r\n').length - 1;
    expect(rows).toBe((await list('perPage=1')).total);
  });

  it('is for users.update only', async () => {
    const listener = await createUser();
    expect((await request('/api/v1/users/csv/export', { headers: (await loginAs(listener.id)).headers })).status).toBe(403);
  });
});

describe('POST /api/v1/users', () => {
  it('creates an account with the default role, or the roles given', async () => {
    const headers = await adminHeaders();
    const email = `made-${Date.now()}@example.com`;
    const res = await postJson('/api/v1/users', { email, password: 'a good password', email_verified: true }, headers);
    expect(res.status).toBe(201);
    const { user } = await res.json<any>();
    expect(user).toMatchObject({ email, name: email.split('@')[0], roles: [{ name: 'users' }] });
    expect(user.email_verified_at).toEqual(expect.any(String));
    const dup = await postJson('/api/v1/users', { email: email.toUpperCase(), password: 'a good password' }, headers);
    expect(dup.status).toBe(422);
    expect((await dup.json<any>()).errors.email).toEqual(['The email has already been taken.']);
    const bad = await postJson('/api/v1/users', { email: 'nope', password: 'short', roles: [999999] }, headers);
    expect(Object.keys((await bad.json<any>()).errors).sort()).toEqual(['email', 'password']);
  });
});

describe('suspending accounts', () => {
  it('refuses a banned user at their next request, until unbanned', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    expect((await request('/api/v1/user-sessions', { headers })).status).toBe(200);
    const ban = await postJson(`/api/v1/users/${user.id}/ban`, { reason: 'Spam', until: null }, await adminHeaders());
    expect(ban.status).toBe(200);
    expect((await ban.json<any>()).user.banned_at).toEqual(expect.any(String));
    const refused = await request('/api/v1/user-sessions', { headers });
    expect(refused.status).toBe(403);
    // The SPA shows the suspended screen on this flag, without a reload.
    expect(await refused.json()).toEqual({ message: 'This action is unauthorized.', suspended: true });
    const boot = await (await request('/api/v1/bootstrap-data', { headers })).json<any>();
    expect(boot.bootstrapData.user.banned_at).toEqual(expect.any(String));
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.ban_reason).toBe('Spam');

    expect((await send('DELETE', `/api/v1/users/${user.id}/ban`, await adminHeaders())).status).toBe(200);
    expect((await request('/api/v1/user-sessions', { headers })).status).toBe(200);
  });

  it('ends a suspension by itself at its end date', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await postJson(`/api/v1/users/${user.id}/ban`, { until }, await adminHeaders())).status).toBe(200);
    expect((await request('/api/v1/user-sessions', { headers })).status).toBe(403);
    await db().update(users).set({ banned_until: new Date(Date.now() - 1000).toISOString() }).where(eq(users.id, user.id));
    expect((await request('/api/v1/user-sessions', { headers })).status).toBe(200);
  });

  it('refuses a past end date, one’s own account and the last administrator', async () => {
    const headers = await adminHeaders();
    const user = await createUser();
    const past = await postJson(`/api/v1/users/${user.id}/ban`, { until: '2020-01-01T00:00:00Z' }, headers);
    expect(past.status).toBe(422);
    const [admin] = await db().select().from(users).where(eq(users.email, 'admin@example.com'));
    expect((await postJson(`/api/v1/users/${admin.id}/ban`, {}, headers)).status).toBe(422);
    const missing = await postJson('/api/v1/users/99999999/ban', {}, headers);
    expect(missing.status).toBe(404);
  });
});

/** Only the seeded administrator holds admin (tests in this file add others). */
async function onlySeededAdmin() {
  const [seeded] = await db().select().from(users).where(eq(users.email, 'admin@example.com'));
  const adminRole = await adminRoleId();
  for (const row of await db().select().from(userRoles).where(eq(userRoles.role_id, adminRole))) {
    if (row.user_id !== seeded.id) await db().delete(userRoles).where(eq(userRoles.user_id, row.user_id));
  }
  return seeded;
}

/** A user who manages users (users.update) without being an administrator. */
async function userManager() {
  const manager = await createUser();
  const res = await send('PUT', `/api/v1/users/${manager.id}/permissions`, await adminHeaders(), { roles: [], permissions: [{ name: 'users.update', restrictions: [] }] });
  expect(res.status).toBe(200);
  return manager;
}

describe('DELETE /api/v1/users/{ids}', () => {
  it('deletes one user or a selection', async () => {
    const a = await createUser();
    const b = await createUser();
    const c = await createUser();
    expect((await send('DELETE', `/api/v1/users/${a.id},${b.id}`, await adminHeaders())).status).toBe(200);
    expect((await send('DELETE', `/api/v1/users/${c.id}`, await adminHeaders())).status).toBe(200);
    for (const user of [a, b, c]) expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('never deletes the last administrator, nor one’s own account this way', async () => {
    const seeded = await onlySeededAdmin();
    const manager = await userManager();
    const { headers } = await loginAs(manager.id);
    const last = await send('DELETE', `/api/v1/users/${seeded.id}`, headers);
    expect(last.status).toBe(422);
    expect((await last.json<any>()).errors.ids).toEqual(['The last administrator cannot be removed.']);
    expect((await send('DELETE', `/api/v1/users/${manager.id}`, headers)).status).toBe(403);

    // With a second administrator, the first may go; the seeded one stays for the other tests.
    const second = await createUser({ roles: ['admin'] });
    expect((await send('DELETE', `/api/v1/users/${second.id}`, headers)).status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, seeded.id))).toHaveLength(1);
  });

  it('refuses a list with an unknown id (404) and deletes nothing', async () => {
    const a = await createUser();
    const res = await send('DELETE', `/api/v1/users/${a.id},99999999`, await adminHeaders());
    expect(res.status).toBe(404);
    expect(await db().select().from(users).where(eq(users.id, a.id))).toHaveLength(1);
    expect((await send('DELETE', '/api/v1/users/1;2', await adminHeaders())).status).toBe(422);
  });
});

describe('roles, permissions and security of one user', () => {
  it('applies a role change at the user’s very next request', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    expect((await request('/api/v1/users', { headers })).status).toBe(403);
    const res = await send('PUT', `/api/v1/users/${user.id}/permissions`, await adminHeaders(), { roles: [], permissions: [{ name: 'users.update', restrictions: [] }] });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user.permissions).toEqual([{ name: 'users.update', restrictions: [] }]);
    expect((await request('/api/v1/users', { headers })).status).toBe(200);
    const unknown = await send('PUT', `/api/v1/users/${user.id}/permissions`, await adminHeaders(), { roles: [999999], permissions: [] });
    expect(unknown.status).toBe(422);
  });

  it('refuses to take admin from, or suspend, the last administrator', async () => {
    const seeded = await onlySeededAdmin();
    const manager = await userManager();
    const { headers } = await loginAs(manager.id);
    const demote = await send('PUT', `/api/v1/users/${seeded.id}/permissions`, headers, { roles: [], permissions: [] });
    expect(demote.status).toBe(422);
    expect(await db().select().from(userRoles).where(eq(userRoles.user_id, seeded.id))).not.toEqual([]);
    expect((await postJson(`/api/v1/users/${seeded.id}/ban`, {}, headers)).status).toBe(422);
    expect((await db().select().from(users).where(eq(users.id, seeded.id)))[0].banned_at).toBeNull();
  });

  it('resets two-factor, ends every session and sets a password', async () => {
    const admin = await adminHeaders();
    const user = await createUser({ password: 'old password here' });
    await db().update(users).set({ two_factor_secret: 'S', two_factor_confirmed_at: '2026-01-01T00:00:00Z' }).where(eq(users.id, user.id));
    const { headers } = await loginAs(user.id);
    expect((await send('DELETE', `/api/v1/users/${user.id}/two-factor`, admin)).status).toBe(200);
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0].two_factor_confirmed_at).toBeNull();

    expect((await send('PUT', `/api/v1/users/${user.id}/password`, admin, { password: 'x' })).status).toBe(422);
    expect((await send('PUT', `/api/v1/users/${user.id}/password`, admin, { password: 'a brand new password' })).status).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
    expect((await request('/api/v1/user-sessions', { headers })).status).toBe(401);

    await loginAs(user.id);
    expect((await send('DELETE', `/api/v1/users/${user.id}/sessions`, admin)).status).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
  });

  it('lists and revokes the user’s API tokens', async () => {
    const admin = await adminHeaders();
    const user = await createUser();
    const token = await tokenFor(user.id);
    const listed = await (await request(`/api/v1/users/${user.id}/access-tokens`, { headers: admin })).json<any>();
    expect(listed.tokens.map((t: any) => t.id)).toEqual([token.id]);
    expect((await send('DELETE', `/api/v1/users/${user.id}/access-tokens/${token.id}`, admin)).status).toBe(200);
    expect(await db().select().from(accessTokens).where(eq(accessTokens.user_id, user.id))).toEqual([]);
    expect((await send('DELETE', `/api/v1/users/${user.id}/access-tokens/${token.id}`, admin)).status).toBe(404);
  });

  it('lets an admin change email and verification; the user may not', async () => {
    const user = await createUser();
    const own = await send('PUT', `/api/v1/users/${user.id}`, (await loginAs(user.id)).headers, { email: 'me@elsewhere.test' });
    expect(own.status).toBe(403);
    const email = `changed-${Date.now()}@example.com`;
    const res = await send('PUT', `/api/v1/users/${user.id}`, await adminHeaders(), { email, email_verified: true });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user).toMatchObject({ email, email_verified_at: expect.any(String) });
  });
});
