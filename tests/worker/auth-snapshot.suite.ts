import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sessions } from '../../db/sessions';
import { permissions, roles, userRoles } from '../../db/roles';
import { accessTokens } from '../../db/access-tokens';
import { productPermissions, products, subscriptions } from '../../db/billing';
import { notifications } from '../../db/notifications';
import { AUTH_COOKIE } from '../../worker/auth/auth-snapshot';
import { AUTH_SNAPSHOT_TTL_SECONDS } from '../../worker/auth/auth-constants';
import { adminHeaders, createUser, db, request, tokenFor } from './support/http';
import { bearer, confirmPassword, setPassword } from './support/account-fixtures';
import { TestBrowser } from './support/test-browser';
import { notify, unreadState } from './support/notification-fixtures';

// docs/decisions/020-edge-authorization.md: a signed-in read is authorized
// from the signed snapshot its browser carries; this server refuses a
// snapshot from the next read after a revocation it handled, and any other
// server when the snapshot expires, AUTH_SNAPSHOT_TTL_SECONDS after the D1
// read it reflects.

const PASSWORD = 'correct horse battery';

async function signedIn(roleNames: string[] = ['users']) {
  const user = await createUser({ roles: roleNames });
  await setPassword(user.id, PASSWORD);
  const browser = new TestBrowser();
  expect((await browser.login(user.email, PASSWORD)).status).toBe(200);
  return { user, browser };
}

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  request(path, { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

const me = async (browser: TestBrowser) => (await (await browser.get('/api/v1/bootstrap-data')).json<any>()).bootstrapData.user;

/** What another server does to D1 without this one hearing of it. */
const endSessionElsewhere = (userId: number) => db().delete(sessions).where(eq(sessions.user_id, userId));

/** Moves this isolate's clock (Date only) by `seconds`, as if the browser came back that much later. */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the read snapshot (music_auth)', () => {
  it('comes with the login: HttpOnly, SameSite=Lax, for AUTH_SNAPSHOT_TTL_SECONDS, at most 60 s', async () => {
    const { browser } = await signedIn();
    const cookie = browser.lastSetCookies.find((c) => c.name === AUTH_COOKIE)!;
    expect(cookie.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', 'max-age': String(AUTH_SNAPSHOT_TTL_SECONDS) });
    expect(AUTH_SNAPSHOT_TTL_SECONDS).toBeLessThanOrEqual(60);
    const claims = JSON.parse(atob(cookie.value.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims.exp - Math.floor(claims.at / 1000)).toBe(AUTH_SNAPSHOT_TTL_SECONDS);
  });

  it('authorizes a read with no D1 statement: a session ended behind this server`s back still reads until the snapshot expires, and not after (the bound)', async () => {
    const { user, browser } = await signedIn();
    await endSessionElsewhere(user.id);

    later(AUTH_SNAPSHOT_TTL_SECONDS - 2);
    expect((await me(browser))?.id).toBe(user.id);

    later(AUTH_SNAPSHOT_TTL_SECONDS + 1);
    expect(await me(browser)).toBeNull();
    expect(browser.cookies.has(AUTH_COOKIE)).toBe(false);
  });

  it('never authorizes a write: a write asks D1 and is refused at once', async () => {
    const { user, browser } = await signedIn();
    await endSessionElsewhere(user.id);
    expect((await browser.put(`/api/v1/users/${user.id}`, { name: 'Late' })).status).toBe(401);
  });

  it('is renewed from D1 once expired, with what D1 says then', async () => {
    const { user, browser } = await signedIn();
    const [artists] = await db().select().from(roles).where(eq(roles.name, 'artists'));
    await db().insert(userRoles).values({ user_id: user.id, role_id: artists.id });
    expect((await me(browser)).roles.map((r: any) => r.name)).toEqual(['users']);

    later(AUTH_SNAPSHOT_TTL_SECONDS);
    expect((await me(browser)).roles.map((r: any) => r.name).sort()).toEqual(['artists', 'users']);
    expect(browser.lastSetCookies.map((c) => c.name)).toContain(AUTH_COOKIE);
  });

  it('is ignored when tampered with or presented with another session', async () => {
    const { user, browser } = await signedIn();
    const other = await signedIn();
    const [header, payload, signature] = browser.cookies.get(AUTH_COOKIE)!.split('.');
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    claims.user.permissions.push({ name: 'admin', restrictions: [] });
    const forged = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    browser.cookies.set(AUTH_COOKIE, `${header}.${forged}.${signature}`);
    expect((await browser.get('/api/v1/roles')).status).toBe(403);
    expect((await me(browser)).id).toBe(user.id);

    // Another user's snapshot next to this browser's session cookie: the session wins.
    browser.cookies.set(AUTH_COOKIE, other.browser.cookies.get(AUTH_COOKIE)!);
    expect((await me(browser)).id).toBe(user.id);
  });
});

describe('the unread count in bootstrap data', () => {
  it('comes with the snapshot and its version: a notification from elsewhere shows once the snapshot is renewed, within the bound; the user`s own write at once', async () => {
    const { user, browser } = await signedIn();
    expect(await me(browser)).toMatchObject({ unread_notifications_count: 0, unread_notifications_version: 0 });
    await notify([user.id]);
    await notify([user.id]);
    const stored = await unreadState(user.id);
    expect(stored.stored).toBe(2);

    // Older than D1's count, and said so by its version (the socket's greeting, read from D1, replaces it in the tab).
    const stale = await me(browser);
    expect(stale).toMatchObject({ unread_notifications_count: 0, unread_notifications_version: 0 });
    expect(stale.unread_notifications_version).toBeLessThan(stored.version);

    later(AUTH_SNAPSHOT_TTL_SECONDS);
    expect(await me(browser)).toMatchObject({ unread_notifications_count: 2, unread_notifications_version: stored.version });

    const [first] = await db().select().from(notifications).where(eq(notifications.user_id, user.id));
    const marked = await (await browser.post('/api/v1/notifications/mark-as-read', { ids: [first.id] })).json<any>();
    expect(await me(browser)).toMatchObject({ unread_notifications_count: 1, unread_notifications_version: marked.version });
  });
});

describe('revocation reaches the next read on this server', () => {
  it('logout: the same cookies replayed read as a guest', async () => {
    const { browser } = await signedIn();
    const replay = new TestBrowser();
    for (const [name, value] of browser.cookies) replay.cookies.set(name, value);
    expect((await browser.post('/auth/logout')).status).toBe(200);
    expect(await me(replay)).toBeNull();
  });

  it('logout-other: the other browser is refused', async () => {
    const { user, browser } = await signedIn();
    const other = new TestBrowser();
    expect((await other.login(user.email, PASSWORD)).status).toBe(200);
    expect((await other.get('/api/v1/user-sessions')).status).toBe(200);
    expect((await browser.post('/api/v1/user-sessions/logout-other', { password: PASSWORD })).status).toBe(200);
    expect((await other.get('/api/v1/user-sessions')).status).toBe(401);
    expect((await browser.get('/api/v1/user-sessions')).status).toBe(200);
  });

  it('a password change: the other browser is refused', async () => {
    const { user, browser } = await signedIn();
    const other = new TestBrowser();
    await other.login(user.email, PASSWORD);
    await confirmPassword(await sessionIdOfBrowser(browser));
    const changed = await browser.put('/auth/user/password', { current_password: PASSWORD, password: 'a new long password', password_confirmation: 'a new long password' });
    expect(changed.status).toBe(200);
    expect(await me(other)).toBeNull();
    expect((await me(browser)).id).toBe(user.id);
  });

  it('a ban: the banned user`s next read is refused as suspended', async () => {
    const { user, browser } = await signedIn();
    expect((await browser.get('/api/v1/user-sessions')).status).toBe(200);
    expect((await send('POST', `/api/v1/users/${user.id}/ban`, await adminHeaders(), { reason: 'spam' })).status).toBe(200);
    const refused = await browser.get('/api/v1/user-sessions');
    expect(refused.status).toBe(403);
    expect((await me(browser)).banned_at).not.toBeNull();
  });

  it('a deleted account: its browser reads as a guest', async () => {
    const { user, browser } = await signedIn();
    expect((await send('DELETE', `/api/v1/users/${user.id}`, await adminHeaders())).status).toBe(200);
    expect(await me(browser)).toBeNull();
  });

  it('a deleted access token: the next read is refused; one deleted behind this server`s back works until the bound', async () => {
    const user = await createUser();
    const token = await tokenFor(user.id);
    const other = await tokenFor(user.id);
    const read = (plain: string) => request('/api/v1/user-sessions', { headers: bearer(plain) });
    expect((await read(token.plainTextToken)).status).toBe(200);
    expect((await read(other.plainTextToken)).status).toBe(200);

    expect((await send('DELETE', `/api/v1/users/${user.id}/access-tokens/${token.id}`, await adminHeaders())).status).toBe(200);
    expect((await read(token.plainTextToken)).status).toBe(401);

    // An admin's write makes this server ask D1 again, once; then the token is known for the bound.
    expect((await read(other.plainTextToken)).status).toBe(200);
    await db().delete(accessTokens).where(eq(accessTokens.id, other.id));
    later(AUTH_SNAPSHOT_TTL_SECONDS - 2);
    expect((await read(other.plainTextToken)).status).toBe(200);
    later(AUTH_SNAPSHOT_TTL_SECONDS + 1);
    expect((await read(other.plainTextToken)).status).toBe(401);
  });
});

describe('roles, permissions and plans reach reads within the bound', () => {
  it('a role given by an admin is effective on the user`s next read here', async () => {
    const { user, browser } = await signedIn();
    expect((await browser.get('/api/v1/roles')).status).toBe(403);
    const [admin] = await db().select().from(roles).where(eq(roles.name, 'admin'));
    const [users] = await db().select().from(roles).where(eq(roles.name, 'users'));
    const res = await send('PUT', `/api/v1/users/${user.id}/permissions`, await adminHeaders(), { roles: [users.id, admin.id], permissions: [] });
    expect(res.status).toBe(200);
    expect((await browser.get('/api/v1/roles')).status).toBe(200);
  });

  it('a permission taken from a role by an admin is effective on its holders` next read here', async () => {
    const { browser } = await signedIn(['users', 'artists']);
    const [artists] = await db().select().from(roles).where(eq(roles.name, 'artists'));
    const has = async (name: string) => (await me(browser)).permissions.some((p: any) => p.name === name);
    expect(await has('music.create')).toBe(true);
    const { role } = await (await request(`/api/v1/roles/${artists.id}`, { headers: await adminHeaders() })).json<any>();
    const kept = role.permissions.filter((p: any) => p.name !== 'music.create').map((p: any) => ({ name: p.name, restrictions: p.restrictions }));
    const res = await send('PUT', `/api/v1/roles/${artists.id}`, await adminHeaders(), { name: role.name, description: role.description, permissions: kept });
    expect(res.status).toBe(200);
    expect(await has('music.create')).toBe(false);
  });

  it('a subscription that starts or lapses elsewhere is effective on reads after the bound', async () => {
    const { user, browser } = await signedIn();
    const [product] = await db().insert(products).values({ name: 'Offline' }).returning();
    const [upload] = await db().select().from(permissions).where(eq(permissions.name, 'music.create'));
    await db().insert(productPermissions).values({ product_id: product.id, permission_id: upload.id });
    const holds = async () => (await me(browser)).permissions.some((p: any) => p.name === 'music.create');
    expect(await holds()).toBe(false);

    // A gateway's webhook on another server starts it.
    const [subscription] = await db().insert(subscriptions).values({ user_id: user.id, product_id: product.id, gateway: 'none' }).returning();
    later(AUTH_SNAPSHOT_TTL_SECONDS);
    expect(await holds()).toBe(true);
    expect((await me(browser)).subscriptions[0]).toMatchObject({ id: subscription.id, valid: true });

    // And lapses: its end passed.
    await db().update(subscriptions).set({ ends_at: '2000-01-01T00:00:00.000Z', status: 'canceled' }).where(and(eq(subscriptions.id, subscription.id)));
    expect(await holds()).toBe(true); // within the bound
    later(AUTH_SNAPSHOT_TTL_SECONDS * 2 + 1);
    expect(await holds()).toBe(false);
  });
});

async function sessionIdOfBrowser(browser: TestBrowser): Promise<string> {
  const { sha256 } = await import('../../worker/auth/crypto');
  return sha256(browser.sessionToken!);
}
