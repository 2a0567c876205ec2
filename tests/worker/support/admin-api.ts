import { expect } from 'vitest';
import { adminHeaders, createUser, guestHeaders, loginAs, request } from './http';

/** A JSON request of any method, as the admin client sends it. */
export const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  request(path, {
    method,
    headers: { ...headers, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** One page of an admin list as the administrator sees it (the request must succeed). */
export async function adminList(path: string, query = '') {
  const res = await request(`/api/v1/${path}?${query}`, { headers: await adminHeaders() });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<any>()).pagination as { data: any[]; total: number; last_page: number; per_page: number };
}

/** SPEC section 2 on the server: a guest gets 401, a signed-in listener 403, for each of the routes. */
export async function expectAdminOnly(routes: [method: string, path: string, body?: unknown][]) {
  const listener = (await loginAs((await createUser()).id)).headers;
  for (const [method, path, body] of routes) {
    expect((await send(method, path, guestHeaders(), body)).status, `guest ${method} ${path}`).toBe(401);
    expect((await send(method, path, listener, body)).status, `listener ${method} ${path}`).toBe(403);
  }
}
