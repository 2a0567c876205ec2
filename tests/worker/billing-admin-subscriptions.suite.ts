import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/billing';
import { users } from '../../db/users';
import { permissions, rolePermissions, roles, userRoles } from '../../db/roles';
import { adminHeaders, createUser, db, loginAs, request } from './support/http';
import { adminList, expectAdminOnly, send } from './support/admin-api';
import { planOf } from './support/query-plan';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { subscriptionsList } from '../../worker/admin/subscriptions/subscriptions-list';

// Issue 14, docs/api/billing.md "Subscriptions (subscriptions.update)": the
// admin's /admin/subscriptions. Subscriptions made here are gifts or offline
// payments (gateway `none`), so every action runs on our row alone
// (worker/billing/subscription-gateway.ts, localGateway).

const HOUR = 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

async function createPlan(body: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/v1/products', await adminHeaders(), {
    name: `Gift plan ${crypto.randomUUID().slice(0, 8)}`,
    prices: [{ amount: 4.99, currency: 'USD', interval: 'month' }],
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).product as { id: number; name: string; prices: { id: number }[] };
}

const create = async (body: Record<string, unknown>) => send('POST', '/api/v1/subscriptions', await adminHeaders(), body);

/** A subscription made by hand for a new listener; the request must succeed. */
async function gift(plan: { id: number; prices: { id: number }[] }, body: Record<string, unknown> = {}) {
  const user = await createUser();
  const res = await create({ user_id: user.id, product_id: plan.id, price_id: plan.prices[0]?.id ?? null, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return { user, subscription: (await res.json<any>()).subscription };
}

const update = async (id: number, body: Record<string, unknown>) => send('PUT', `/api/v1/subscriptions/${id}`, await adminHeaders(), body);
const cancel = async (id: number, body?: Record<string, unknown>) => send('POST', `/api/v1/subscriptions/${id}/cancel`, await adminHeaders(), body);
const errorsOf = async (res: Response) => (await res.json<any>()).errors as Record<string, string[]>;

/** The user's permission names as bootstrap data gives them (read with the user on every request). */
async function permissionNames(userId: number) {
  const { headers } = await loginAs(userId);
  const res = await request('/api/v1/bootstrap-data', { headers });
  return ((await res.json<any>()).bootstrapData.user.permissions as { name: string }[]).map((p) => p.name);
}

describe('subscriptions.update', () => {
  it('guards every route: 401 for a guest, 403 for a listener', async () => {
    await expectAdminOnly([
      ['GET', '/api/v1/subscriptions'],
      ['GET', '/api/v1/subscriptions/1'],
      ['POST', '/api/v1/subscriptions', { user_id: 1, product_id: 1 }],
      ['PUT', '/api/v1/subscriptions/1', { note: 'x' }],
      ['POST', '/api/v1/subscriptions/1/cancel', {}],
    ]);
  });

  it('answers 404 for an unknown subscription', async () => {
    const headers = await adminHeaders();
    expect((await send('GET', '/api/v1/subscriptions/999999', headers)).status).toBe(404);
    expect((await send('PUT', '/api/v1/subscriptions/999999', headers, { note: 'x' })).status).toBe(404);
    expect((await send('POST', '/api/v1/subscriptions/999999/cancel', headers, {})).status).toBe(404);
  });
});

describe('POST /subscriptions', () => {
  it('gives a user a plan by hand (gateway none, active), whose permissions apply at once', async () => {
    const plan = await createPlan({ permissions: [{ name: 'music.create' }] });
    const user = await createUser();
    expect(await permissionNames(user.id)).not.toContain('music.create');
    const endsAt = at(30 * 24 * HOUR);
    const res = await create({ user_id: user.id, product_id: plan.id, price_id: plan.prices[0].id, ends_at: endsAt, note: '  Paid by bank transfer ' });
    expect(res.status, await res.clone().text()).toBe(201);
    const { subscription } = await res.json<any>();
    expect(subscription).toMatchObject({
      user: { id: user.id, name: user.name, email: user.email, image: null },
      product: { id: plan.id, name: plan.name },
      price: { id: plan.prices[0].id, amount: 4.99, currency: 'USD', interval: 'month', interval_count: 1 },
      gateway: 'none',
      gateway_id: null,
      status: 'active',
      valid: true,
      active: true,
      on_grace_period: false,
      renews_at: null,
      ends_at: new Date(endsAt).toISOString(),
      canceled_at: null,
      note: 'Paid by bank transfer',
    });
    expect(await permissionNames(user.id)).toContain('music.create');
    const read = await send('GET', `/api/v1/subscriptions/${subscription.id}`, await adminHeaders());
    expect((await read.json<any>()).subscription).toEqual(subscription);
  });

  it('takes a plan without a price or an end date: a gift that runs on', async () => {
    const plan = await createPlan({ free: true, prices: [] });
    const { subscription } = await gift(plan);
    expect(subscription).toMatchObject({ price: null, ends_at: null, valid: true, active: true, note: '' });
  });

  it('refuses (422, per field) an unknown user or plan, a price of another plan, a past end date, a long note, and bad types', async () => {
    const plan = await createPlan();
    const other = await createPlan();
    const user = await createUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ user_id: 999999, product_id: plan.id }, 'user_id'],
      [{ user_id: user.id, product_id: 999999 }, 'product_id'],
      [{ user_id: user.id, product_id: plan.id, price_id: other.prices[0].id }, 'price_id'],
      [{ user_id: user.id, product_id: plan.id, ends_at: at(-HOUR) }, 'ends_at'],
      [{ user_id: user.id, product_id: plan.id, ends_at: 'next tuesday' }, 'ends_at'],
      [{ user_id: user.id, product_id: plan.id, note: 'x'.repeat(501) }, 'note'],
      [{ product_id: plan.id }, 'user_id'],
      [{ user_id: user.id, product_id: 'one' }, 'product_id'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(await errorsOf(res)), JSON.stringify(body)).toContain(field);
    }
    expect(await db().select().from(subscriptions).where(eq(subscriptions.user_id, user.id))).toEqual([]);
  });

  it('refuses a user who already holds a valid subscription, and accepts them once it has ended', async () => {
    const plan = await createPlan();
    const { user, subscription } = await gift(plan);
    const res = await create({ user_id: user.id, product_id: plan.id });
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).user_id[0]).toMatch(/one at a time/);

    await cancel(subscription.id, { immediately: true });
    expect((await create({ user_id: user.id, product_id: plan.id })).status).toBe(201);
  });
});

describe('GET /subscriptions', () => {
  it('filters by user, plan, status and gateway', async () => {
    const plan = await createPlan();
    const { user, subscription: first } = await gift(plan);
    const { subscription: second } = await gift(plan);
    await cancel(second.id, { immediately: true });

    expect((await adminList('subscriptions', `user_id=${user.id}`)).data.map((s) => s.id)).toEqual([first.id]);
    expect((await adminList('subscriptions', `product_id=${plan.id}`)).data.map((s) => s.id)).toEqual([second.id, first.id]);
    expect((await adminList('subscriptions', `product_id=${plan.id}&status=canceled`)).data.map((s) => s.id)).toEqual([second.id]);
    expect((await adminList('subscriptions', `product_id=${plan.id}&status=active&gateway=none`)).data.map((s) => s.id)).toEqual([first.id]);
    expect((await adminList('subscriptions', `product_id=${plan.id}&gateway=stripe`)).data).toEqual([]);

    const page = await adminList('subscriptions', `user_id=${user.id}`);
    expect(page.data[0]).toMatchObject({ user: { id: user.id, email: user.email }, product: { id: plan.id }, price: { amount: 4.99 }, valid: true });
    for (const bad of ['status=gone', 'gateway=bank', 'product_id=x', 'orderBy=note']) {
      expect((await request(`/api/v1/subscriptions?${bad}`, { headers: await adminHeaders() })).status, bad).toBe(422);
    }
  });

  it("searches by the subscriber's email or name prefix", async () => {
    const plan = await createPlan();
    const { user, subscription } = await gift(plan);
    const name = `Quillon ${crypto.randomUUID().slice(0, 6)}`;
    await db().update(users).set({ name }).where(eq(users.id, user.id));
    const ids = async (query: string) => (await adminList('subscriptions', `query=${encodeURIComponent(query)}`)).data.map((s) => s.id);
    expect(await ids(user.email.slice(0, -4).toUpperCase())).toEqual([subscription.id]);
    expect(await ids(name.slice(0, 5).toLowerCase())).toEqual([subscription.id]);
    expect(await ids('nobody-by-this-name@')).toEqual([]);
  });

  it('sorts by created (newest first by default), end date, renewal date and id', async () => {
    const plan = await createPlan();
    const later = (await gift(plan, { ends_at: at(48 * HOUR) })).subscription;
    const sooner = (await gift(plan, { ends_at: at(24 * HOUR) })).subscription;
    await db().update(subscriptions).set({ renews_at: at(96 * HOUR) }).where(eq(subscriptions.id, later.id));
    await db().update(subscriptions).set({ renews_at: at(72 * HOUR) }).where(eq(subscriptions.id, sooner.id));
    const order = async (query: string) => (await adminList('subscriptions', `product_id=${plan.id}&${query}`)).data.map((s) => s.id);
    expect(await order('')).toEqual([sooner.id, later.id]);
    expect(await order('orderBy=ends_at')).toEqual([sooner.id, later.id]);
    expect(await order('orderBy=ends_at&orderDir=desc')).toEqual([later.id, sooner.id]);
    expect(await order('orderBy=renews_at')).toEqual([sooner.id, later.id]);
    expect(await order('orderBy=id')).toEqual([later.id, sooner.id]);
  });

  // Sorting by id walks the table in rowid order, which SQLite prints as a SCAN: it stops at the page like an index walk.
  it('reaches every other sort, filter and the search through an index (no scan of subscriptions)', async () => {
    const schema = listQuerySchema(subscriptionsList);
    const queries = [
      {},
      { orderBy: 'ends_at' },
      { orderBy: 'renews_at', orderDir: 'desc' },
      { status: 'past_due' },
      { status: 'active', orderBy: 'ends_at' },
      { gateway: 'paypal' },
      { product_id: '3' },
      { user_id: '7' },
      { query: 'ada' },
    ];
    for (const query of queries) {
      const plan = (await planOf(listStatement(db(), subscriptionsList, schema.parse(query)))).join('\n');
      expect(plan, `${JSON.stringify(query)}\n${plan}`).not.toMatch(/SCAN (subscriptions|users|products|prices)\b(?! USING)/);
    }
  });
});

describe('PUT /subscriptions/{id}', () => {
  it('moves the end date: a past one ends access at the next request, a later one brings it back, none runs on', async () => {
    const plan = await createPlan({ permissions: [{ name: 'music.create' }] });
    const { user, subscription } = await gift(plan, { ends_at: at(24 * HOUR) });
    expect(await permissionNames(user.id)).toContain('music.create');

    let res = await update(subscription.id, { ends_at: at(-HOUR) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json<any>()).subscription).toMatchObject({ valid: false, active: false });
    expect(await permissionNames(user.id)).not.toContain('music.create');

    const endsAt = at(10 * 24 * HOUR);
    res = await update(subscription.id, { ends_at: endsAt });
    expect((await res.json<any>()).subscription).toMatchObject({ ends_at: new Date(endsAt).toISOString(), valid: true, active: true });
    expect(await permissionNames(user.id)).toContain('music.create');

    res = await update(subscription.id, { ends_at: null, note: 'Extended: no end' });
    expect((await res.json<any>()).subscription).toMatchObject({ ends_at: null, note: 'Extended: no end', valid: true });
  });

  it('brings an immediately canceled subscription back with a later end date', async () => {
    const plan = await createPlan();
    const { subscription } = await gift(plan);
    await cancel(subscription.id, { immediately: true });
    const res = await update(subscription.id, { ends_at: at(24 * HOUR) });
    expect((await res.json<any>()).subscription).toMatchObject({ status: 'active', valid: true });
  });

  it('changes the note alone and keeps the end date; refuses a bad date or a long note (422)', async () => {
    const plan = await createPlan();
    const endsAt = at(24 * HOUR);
    const { subscription } = await gift(plan, { ends_at: endsAt });
    const res = await update(subscription.id, { note: 'Gift for the contest winner' });
    expect((await res.json<any>()).subscription).toMatchObject({ note: 'Gift for the contest winner', ends_at: new Date(endsAt).toISOString() });
    for (const [body, field] of [[{ ends_at: '2026-13-45' }, 'ends_at'], [{ note: 'x'.repeat(501) }, 'note']] as const) {
      const bad = await update(subscription.id, body);
      expect(bad.status).toBe(422);
      expect(Object.keys(await errorsOf(bad))).toContain(field);
    }
  });
});

describe('POST /subscriptions/{id}/cancel', () => {
  it('at the end of the period: access lasts until the end date, on a grace period', async () => {
    const plan = await createPlan({ permissions: [{ name: 'music.create' }] });
    const endsAt = at(5 * 24 * HOUR);
    const { user, subscription } = await gift(plan, { ends_at: endsAt });
    const res = await cancel(subscription.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await res.json<any>()).subscription;
    expect(after).toMatchObject({ status: 'active', valid: true, active: false, on_grace_period: true, ends_at: new Date(endsAt).toISOString() });
    expect(after.canceled_at).not.toBeNull();
    expect(await permissionNames(user.id)).toContain('music.create');
  });

  it('immediately: access ends now, and a second cancel is 422', async () => {
    const plan = await createPlan({ permissions: [{ name: 'music.create' }] });
    const { user, subscription } = await gift(plan, { ends_at: at(5 * 24 * HOUR) });
    const res = await cancel(subscription.id, { immediately: true });
    expect((await res.json<any>()).subscription).toMatchObject({ status: 'canceled', valid: false, active: false, on_grace_period: false });
    expect(await permissionNames(user.id)).not.toContain('music.create');

    const again = await cancel(subscription.id, { immediately: false });
    expect(again.status).toBe(422);
    expect(Object.keys(await errorsOf(again))).toEqual(['id']);
  });

  it('ends a gift without an end date at once even at the period end (there is no paid period to run out)', async () => {
    const plan = await createPlan();
    const { subscription } = await gift(plan);
    const res = await cancel(subscription.id, { immediately: false });
    expect((await res.json<any>()).subscription).toMatchObject({ status: 'canceled', valid: false });
    expect(Object.keys(await errorsOf(await cancel(subscription.id, { immediately: 'yes' })))).toEqual(['immediately']);
  });
});

describe('an admin with subscriptions.update alone', () => {
  it('may read the users and plans lists to gift a plan, and change neither', async () => {
    const [role] = await db().insert(roles).values({ name: `gifter-${crypto.randomUUID().slice(0, 8)}`, description: '' }).returning();
    const [permission] = await db().select().from(permissions).where(eq(permissions.name, 'subscriptions.update'));
    await db().insert(rolePermissions).values({ role_id: role.id, permission_id: permission.id });
    const gifter = await createUser();
    await db().insert(userRoles).values({ user_id: gifter.id, role_id: role.id });
    const { headers } = await loginAs(gifter.id);
    const listener = await createUser();
    const plan = await createPlan();

    const found = await send('GET', `/api/v1/users?query=${encodeURIComponent(listener.email)}`, headers);
    expect(found.status).toBe(200);
    expect((await found.json<any>()).pagination.data.map((u: any) => u.id)).toEqual([listener.id]);
    const plans = await send('GET', `/api/v1/products?query=${encodeURIComponent(plan.name)}`, headers);
    expect((await plans.json<any>()).pagination.data.map((p: any) => p.id)).toContain(plan.id);
    const created = await send('POST', '/api/v1/subscriptions', headers, { user_id: listener.id, product_id: plan.id });
    expect(created.status, await created.clone().text()).toBe(201);

    expect((await send('GET', `/api/v1/products/${plan.id}`, headers)).status).toBe(403);
    expect((await send('PUT', `/api/v1/products/${plan.id}`, headers, { name: 'Renamed', prices: [{ amount: 1, currency: 'USD', interval: 'month' }] })).status).toBe(403);
    expect((await send('POST', `/api/v1/users/${listener.id}/ban`, headers, {})).status).toBe(403);
  });
});
