import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { users } from '../../../db/users';
import { roles, userRoles } from '../../../db/roles';
import { randomToken } from '../../../worker/auth/crypto';
import { createSession, SESSION_COOKIE, sessionOrigin } from '../../../worker/auth/sessions';
import { createAccessToken } from '../../../worker/auth/access-tokens';
import { hashPassword } from '../../../worker/auth/password';

export const BASE = 'https://music.test';
export const db = () => drizzle(env.DB);

let counter = 0;

/** A user with the given roles (by name), stored in D1. */
export async function createUser(options: { roles?: string[]; banned?: boolean; password?: string } = {}) {
  counter++;
  const [user] = await db()
    .insert(users)
    .values({
      name: `Listener ${counter}`,
      email: `listener${counter}-${Date.now()}@example.com`,
      banned_at: options.banned ? new Date().toISOString() : null,
      password: options.password ? await hashPassword(options.password) : null,
    })
    .returning();
  for (const name of options.roles ?? ['users']) {
    const [role] = await db().select().from(roles).where(eq(roles.name, name));
    await db().insert(userRoles).values({ user_id: user.id, role_id: role.id });
  }
  return user;
}

/**
 * A signed-in browser: a session created by the same code login uses, plus a
 * matching XSRF cookie/header pair.
 */
export async function loginAs(userId: number, remember = false) {
  const origin = sessionOrigin(new Request(BASE, { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' } }), env);
  const { token, id } = await createSession(db(), userId, remember, origin);
  const xsrf = randomToken(24);
  return {
    sessionId: id,
    headers: { Cookie: `${SESSION_COOKIE}=${token}; XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
  };
}

export async function adminHeaders() {
  const [admin] = await db().select().from(users).where(eq(users.email, 'admin@example.com'));
  return (await loginAs(admin.id)).headers;
}

export async function tokenFor(userId: number) {
  return createAccessToken(db(), userId, 'test token');
}

/** Headers of a guest browser that holds an XSRF cookie. */
export function guestHeaders() {
  const xsrf = randomToken(24);
  return { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf };
}

export function request(path: string, init: RequestInit = {}) {
  return SELF.fetch(`${BASE}${path}`, init);
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
