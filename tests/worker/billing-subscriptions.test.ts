import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/billing';
import { roles } from '../../db/roles';
import { adminHeaders, createUser, db, loginAs, request } from './support/http';
import { send } from './support/admin-api';

// Issue 14, SPEC sections 3 and 6: a plan's permissions apply while the
// user's subscription is valid (worker/billing/subscription-state.ts), read
// with the user on every request (worker/permissions/load-user.ts), and
// bootstrap data flags each subscription valid and active.

const HOUR = 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

async function createPlan(grants: Record<string, unknown>) {
  const res = await send('POST', '/api/v1/products', await adminHeaders(), {
    name: `Creator ${crypto.randomUUID().slice(0, 8)}`,
    prices: [{ amount: 4.99, currency: 'USD', interval: 'month' }],
    ...grants,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).product as { id: number; prices: { id: number }[] };
}

/** A listener (role `users`, no music.create) subscribed to `plan` as the row says; the test then changes the row as a webhook would. */
async function subscriber(plan: { id: number; prices: { id: number }[] }, row: Partial<typeof subscriptions.$inferInsert> = {}) {
  const user = await createUser();
  const [subscription] = await db()
    .insert(subscriptions)
    .values({ user_id: user.id, product_id: plan.id, price_id: plan.prices[0].id, gateway: 'stripe', gateway_id: `sub_${crypto.randomUUID()}`, renews_at: at(720 * HOUR), ...row })
    .returning();
  const { headers } = await loginAs(user.id);
  return { user, subscription, headers };
}

const bootstrapUser = async (headers: Record<string, string>) => (await (await request('/api/v1/bootstrap-data', { headers })).json<any>()).bootstrapData.user;
const permissionNames = async (headers: Record<string, string>) => (await bootstrapUser(headers)).permissions.map((p: { name: string }) => p.name);
const setRow = (id: number, values: Partial<typeof subscriptions.$inferInsert>) => db().update(subscriptions).set(values).where(eq(subscriptions.id, id));
/** A route behind music.create: 200 with the permission, 403 without. */
const backstage = async (headers: Record<string, string>) => (await request('/api/v1/backstage/albums', { headers })).status;

describe('plan permissions', () => {
  it('apply while the subscription is valid and are gone at the next request once it has ended', async () => {
    const plan = await createPlan({ permissions: [{ name: 'music.create' }, { name: 'files.create', restrictions: [{ name: 'space', value: 5_000_000 }] }] });
    const { subscription, headers } = await subscriber(plan);

    const user = await bootstrapUser(headers);
    expect(user.permissions).toEqual(expect.arrayContaining([{ name: 'music.create', restrictions: [] }, { name: 'files.create', restrictions: [{ name: 'space', value: 5_000_000 }] }]));
    expect(user.subscriptions).toEqual([
      expect.objectContaining({ id: subscription.id, product_id: plan.id, price_id: plan.prices[0].id, gateway: 'stripe', status: 'active', valid: true, active: true, on_grace_period: false, ends_at: null }),
    ]);
    expect(await backstage(headers)).toBe(200);

    // Expired: the end date has passed (a webhook sets it; an admin may too).
    await setRow(subscription.id, { status: 'canceled', canceled_at: at(-48 * HOUR), ends_at: at(-1000) });
    expect(await backstage(headers)).toBe(403);
    const after = await bootstrapUser(headers);
    expect(after.permissions.map((p: { name: string }) => p.name)).not.toContain('music.create');
    expect(after.permissions.map((p: { name: string }) => p.name)).not.toContain('files.create');
    expect(after.subscriptions[0]).toMatchObject({ valid: false, active: false, on_grace_period: false });
  });

  it('come through the plan role too', async () => {
    const [artists] = await db().select().from(roles).where(eq(roles.name, 'artists'));
    const plan = await createPlan({ role_id: artists.id });
    const { headers, subscription } = await subscriber(plan);
    const names = await permissionNames(headers);
    expect(names).toContain('music.create');
    expect((await bootstrapUser(headers)).roles.map((r: { name: string }) => r.name)).toEqual(['users']);
    await setRow(subscription.id, { status: 'canceled', canceled_at: at(-1000), ends_at: at(-1000) });
    expect(await permissionNames(headers)).not.toContain('music.create');
  });

  it('follow SPEC section 3: valid and active for each state of a subscription', async () => {
    const plan = await createPlan({ permissions: [{ name: 'music.create' }] });
    const { subscription, headers } = await subscriber(plan);
    const cases: [string, Partial<typeof subscriptions.$inferInsert>, { valid: boolean; active: boolean; on_grace_period: boolean }][] = [
      ['renewing', { status: 'active', canceled_at: null, ends_at: null }, { valid: true, active: true, on_grace_period: false }],
      ['canceled, the paid period still running', { status: 'active', canceled_at: at(-HOUR), ends_at: at(24 * HOUR) }, { valid: true, active: false, on_grace_period: true }],
      ['a renewal failed and the gateway retries', { status: 'past_due', canceled_at: null, ends_at: null }, { valid: true, active: false, on_grace_period: false }],
      ['waiting for its first payment', { status: 'incomplete', canceled_at: null, ends_at: null }, { valid: false, active: false, on_grace_period: false }],
      ['canceled at once (no end date kept)', { status: 'canceled', canceled_at: at(-HOUR), ends_at: null }, { valid: false, active: false, on_grace_period: false }],
      ['a gift that ends tomorrow', { gateway: 'none', gateway_id: null, status: 'active', canceled_at: null, ends_at: at(24 * HOUR) }, { valid: true, active: true, on_grace_period: false }],
      ['ended', { status: 'active', canceled_at: null, ends_at: at(-HOUR) }, { valid: false, active: false, on_grace_period: false }],
    ];
    for (const [state, row, flags] of cases) {
      await setRow(subscription.id, row);
      const user = await bootstrapUser(headers);
      expect(user.subscriptions[0], state).toMatchObject(flags);
      expect(user.permissions.some((p: { name: string }) => p.name === 'music.create'), state).toBe(flags.valid);
      expect(await backstage(headers), state).toBe(flags.valid ? 200 : 403);
    }
  });

  it('belong to the subscriber only: another user gains nothing, and a subscription elsewhere adds nothing to a plan without grants', async () => {
    const plan = await createPlan({ permissions: [{ name: 'music.create' }] });
    await subscriber(plan);
    const other = await loginAs((await createUser()).id);
    expect(await permissionNames(other.headers)).not.toContain('music.create');
    expect((await bootstrapUser(other.headers)).subscriptions).toEqual([]);

    const bare = await createPlan({});
    const { headers } = await subscriber(bare);
    expect(await permissionNames(headers)).not.toContain('music.create');
  });
});
