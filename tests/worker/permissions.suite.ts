import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens } from '../../db/access-tokens';
import { productPermissions, products } from '../../db/billing';
import { permissions, rolePermissions, roles, userPermissions } from '../../db/roles';
import { setSettings } from './support/test-browser';
import { isOverQuota, mergePermissions, userHasPermission } from '../../worker/permissions/auth-user';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request, tokenFor } from './support/http';

describe('GET /api/v1/roles (permission roles.update)', () => {
  it('answers 401 to a guest, whose guest role lacks it', async () => {
    const res = await request('/api/v1/roles');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.', action: { label: 'Log in', action: '/login' } });
  });

  it('answers 403 to a user without it', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const res = await request('/api/v1/roles', { headers });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('lets the admin through, since admin grants everything', async () => {
    const res = await request('/api/v1/roles', { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    const { pagination } = await res.json<any>();
    expect(pagination.data.map((r: any) => r.name)).toEqual(['guests', 'users', 'artists', 'admin']);
    expect(pagination.data.find((r: any) => r.name === 'guests').guests).toBe(true);
  });

  it('refuses a banned user even where the role allows it', async () => {
    const banned = await createUser({ roles: ['admin'], banned: true });
    const { headers } = await loginAs(banned.id);
    expect((await request('/api/v1/roles', { headers })).status).toBe(403);
  });

  it('lets a guest through a route the guest role allows', async () => {
    const res = await request('/api/v1/custom-pages/privacy-policy');
    expect(res.status).toBe(200);
  });
});

describe('Authorization: Bearer personal access tokens', () => {
  it('authenticates without cookies and without CSRF', async () => {
    const admin = (await db().select().from((await import('../../db/users')).users)).find((u) => u.email === 'admin@example.com')!;
    const token = await tokenFor(admin.id);
    const headers = { Authorization: `Bearer ${token.plainTextToken}` };
    expect((await request('/api/v1/roles', { headers })).status).toBe(200);
    const created = await postJson('/api/v1/custom-pages', { title: 'Via token', slug: 'via-token', body: '' }, headers);
    expect(created.status).toBe(201);
  });

  it('stores only a hash of the secret and records last use', async () => {
    const user = await createUser();
    const token = await tokenFor(user.id);
    const secret = token.plainTextToken.split('|')[1];
    const [row] = await db().select().from(accessTokens).where(eq(accessTokens.id, token.id));
    expect(row.token_hash).not.toContain(secret);
    expect(row.last_used_at).toBeNull();
    await request('/api/v1/bootstrap-data', { headers: { Authorization: `Bearer ${token.plainTextToken}` } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [after] = await db().select().from(accessTokens).where(eq(accessTokens.id, token.id));
    expect(after.last_used_at).not.toBeNull();
  });

  it('refuses a wrong secret and a deleted token at once', async () => {
    const user = await createUser();
    const token = await tokenFor(user.id);
    const wrong = token.plainTextToken.replace(/.$/, (ch) => (ch === 'a' ? 'b' : 'a'));
    expect((await request('/api/v1/bootstrap-data', { headers: { Authorization: `Bearer ${wrong}` } })).status).toBe(401);
    await db().delete(accessTokens).where(eq(accessTokens.id, token.id));
    const res = await request('/api/v1/bootstrap-data', { headers: { Authorization: `Bearer ${token.plainTextToken}` } });
    expect(res.status).toBe(401);
  });
});

describe('sessions', () => {
  it('a session ended in D1 alone stops working for state-changing requests at once', async () => {
    const admin = await createUser({ roles: ['admin'] });
    const { headers, sessionId } = await loginAs(admin.id);
    const { sessions } = await import('../../db/sessions');
    await db().delete(sessions).where(eq(sessions.id, sessionId));
    const res = await postJson('/api/v1/custom-pages', { title: 'Late', slug: 'after-revoke', body: '' }, headers);
    expect(res.status).toBe(401);
  });
});

describe('permission rules (SPEC section 6)', () => {
  const holder = (permissions: { name: string; restrictions: { name: string; value: number | null }[] }[]) => ({ permissions });

  it('admin grants every permission', () => {
    expect(userHasPermission(holder([{ name: 'admin', restrictions: [] }]), 'settings.update')).toBe(true);
    expect(userHasPermission(holder([{ name: 'music.view', restrictions: [] }]), 'settings.update')).toBe(false);
  });

  it('is over quota when the count reaches the restriction', () => {
    const user = holder([{ name: 'api.access', restrictions: [{ name: 'count', value: 2 }] }]);
    expect(isOverQuota(user, 'api.access', 'count', 1)).toBe(false);
    expect(isOverQuota(user, 'api.access', 'count', 2)).toBe(true);
    expect(isOverQuota(holder([{ name: 'api.access', restrictions: [] }]), 'api.access', 'count', 1000)).toBe(false);
  });

  it('merges roles granting the same permission by the most generous limit', () => {
    const merged = mergePermissions([
      { name: 'api.access', restrictions: [{ name: 'count', value: 2 }] },
      { name: 'api.access', restrictions: [{ name: 'count', value: 5 }] },
      { name: 'music.view', restrictions: [{ name: 'count', value: 1 }] },
      { name: 'music.view', restrictions: [{ name: 'count', value: null }] },
    ]);
    expect(merged).toEqual([
      { name: 'api.access', restrictions: [{ name: 'count', value: 5 }] },
      { name: 'music.view', restrictions: [{ name: 'count', value: null }] },
    ]);
  });
});

describe('the action of a refusal (SPEC section 8)', () => {
  const PLANS = { label: 'See plans', action: '/pricing' };
  const UNAUTHORIZED = 'This action is unauthorized.';
  const refusal = async (res: Response) => ({ status: res.status, body: await res.json<any>() });
  const newPlaylist = (headers: Record<string, string>) => postJson('/api/v1/playlists', { name: 'Mine' }, headers).then(refusal);
  // tags.update, which no seeded plan grants; requirePermission guards it before the body is read.
  const newTag = (headers: Record<string, string>) => postJson('/api/v1/tags', {}, headers).then(refusal);

  async function withBilling(enabled: boolean, body: () => Promise<void>) {
    await setSettings({ 'billing.enable': enabled });
    try {
      await body();
    } finally {
      await setSettings({ 'billing.enable': false });
    }
  }

  /** A plan granting `permission` by its own grants or through a role, while `body` runs. */
  async function withPlan(permission: string, options: { hidden?: boolean; viaRole?: boolean }, body: () => Promise<void>) {
    const [granted] = await db().select().from(permissions).where(eq(permissions.name, permission));
    const [role] = options.viaRole ? await db().insert(roles).values({ name: `plan role ${Date.now()}` }).returning() : [];
    const [product] = await db().insert(products).values({ name: 'Plus', hidden: options.hidden ?? false, role_id: role?.id ?? null }).returning();
    if (role) await db().insert(rolePermissions).values({ role_id: role.id, permission_id: granted.id });
    else await db().insert(productPermissions).values({ product_id: product.id, permission_id: granted.id });
    try {
      await body();
    } finally {
      await db().delete(products).where(eq(products.id, product.id));
      if (role) await db().delete(roles).where(eq(roles.id, role.id));
    }
  }

  it('offers the login page with a 401', async () => {
    const res = await postJson('/api/v1/playlists', { name: 'Mine' }, guestHeaders());
    expect(res.status).toBe(401);
    expect((await res.json<any>()).action).toEqual({ label: 'Log in', action: '/login' });
  });

  it('offers the plans with a 403 for a permission a plan on /pricing grants, while billing is on', async () => {
    const { headers } = await loginAs((await createUser({ roles: [] })).id);
    // The seeded Premium plan grants playlists.create.
    await withBilling(true, async () => {
      expect(await newPlaylist(headers)).toEqual({ status: 403, body: { message: UNAUTHORIZED, action: PLANS } });
      await withPlan('tags.update', { viaRole: true }, async () => {
        expect(await newTag(headers)).toEqual({ status: 403, body: { message: UNAUTHORIZED, action: PLANS } });
      });
    });
  });

  it('offers nothing when billing is off, the plan is hidden, or no plan grants the permission', async () => {
    const { headers } = await loginAs((await createUser({ roles: [] })).id);
    expect(await newPlaylist(headers)).toEqual({ status: 403, body: { message: UNAUTHORIZED } });
    await withBilling(true, async () => {
      expect(await newTag(headers)).toEqual({ status: 403, body: { message: UNAUTHORIZED } });
      await withPlan('tags.update', { hidden: true }, async () => {
        expect(await newTag(headers)).toEqual({ status: 403, body: { message: UNAUTHORIZED } });
      });
    });
  });

  it('offers the plans with a 403 over a quota a plan grants', async () => {
    const user = await createUser({ roles: [] });
    const [granted] = await db().select().from(permissions).where(eq(permissions.name, 'playlists.create'));
    await db().insert(userPermissions).values({ user_id: user.id, permission_id: granted.id, restrictions: [{ name: 'count', value: 0 }] });
    const { headers } = await loginAs(user.id);
    const message = 'You can own at most 0 playlists. Delete one to create another.';
    expect(await newPlaylist(headers)).toEqual({ status: 403, body: { message } });
    await withBilling(true, async () => {
      expect(await newPlaylist(headers)).toEqual({ status: 403, body: { message, action: PLANS } });
    });
  });
});

describe('session storage and revocation', () => {
  it('records the device and expiry of a new session, in D1 and KV', async () => {
    const user = await createUser();
    const { sessionId } = await loginAs(user.id, true);
    const { sessions } = await import('../../db/sessions');
    const [row] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row).toMatchObject({ user_id: user.id, remember: true, device_type: 'other', platform: 'Linux', browser: 'Chrome' });
    const days = (Date.parse(row.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('revokeOtherSessions ends every other session of the user and keeps the current one', async () => {
    const { revokeOtherSessions } = await import('../../worker/auth/sessions');
    const { sessions } = await import('../../db/sessions');
    const user = await createUser({ roles: ['admin'] });
    const current = await loginAs(user.id);
    const other = await loginAs(user.id);
    const stranger = await loginAs((await createUser({ roles: ['admin'] })).id);
    await revokeOtherSessions(db(), user.id, current.sessionId);

    expect(await db().select().from(sessions).where(eq(sessions.id, other.sessionId))).toEqual([]);
    const write = (headers: Record<string, string>, slug: string) =>
      postJson('/api/v1/custom-pages', { title: 'S', slug, body: '' }, headers);
    expect((await write(other.headers, 'revoked-write')).status).toBe(401);
    expect((await request('/api/v1/roles', { headers: other.headers })).status).toBe(401);
    expect((await write(current.headers, 'kept-write')).status).toBe(201);
    expect((await write(stranger.headers, 'stranger-write')).status).toBe(201);
  });
});
