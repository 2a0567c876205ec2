import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { billingCustomers, billingEvents, invoices, prices, subscriptions } from '../../db/billing';
import { roles } from '../../db/roles';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { send } from './support/admin-api';
import { planOf } from './support/query-plan';
import { planGrants, userSubscriptions } from '../../worker/billing/plan-grants';
import { planChangePreview } from '../../worker/billing/plan-change';
import { createDb } from '../../worker/db';
import { env } from 'cloudflare:test';
import { fakeStripeKey } from './support/fake-stripe';
import { changeFakeStripeObject, fakeStripeAccount, payFakeCheckout, updateCardOnFakePortal } from './support/billing-fakes';

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
  return (await res.json<any>()).product as { id: number; name: string; prices: { id: number }[] };
}

/** A listener (role `users`, no music.create) subscribed to `plan` as the row says; the test then changes the row as a webhook would. */
async function subscriber(plan: { id: number; name?: string; prices: { id: number }[] }, row: Partial<typeof subscriptions.$inferInsert> = {}) {
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
  it('are read on every request through the user index of subscriptions, never a scan', async () => {
    const appDb = createDb(env.DB, 'read');
    for (const statement of [...planGrants(appDb, 1), userSubscriptions(appDb, 1)]) {
      const plan = (await planOf(statement)).join('\n');
      expect(plan, plan).toContain('subscriptions_user_idx');
      expect(plan).not.toMatch(/SCAN (subscriptions|products|product_permissions|role_permissions)(?! USING)/);
    }
  });

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

// Stripe checkout and webhooks (docs/api/billing.md, "Checkout" and
// "Webhooks"), against the fake of tests/worker/support/fake-stripe.ts;
// events are signed with the SDK's own test-header helper.

const STRIPE_KEY = fakeStripeKey('billing-subscriptions');
const WEBHOOK_SECRET = 'whsec_billing_subscriptions';

async function stripeOn(on = true) {
  const settings = { 'billing.stripe.enable': on, 'billing.stripe.secret_key': STRIPE_KEY, 'billing.stripe.webhook_secret': WEBHOOK_SECRET };
  const res = await postJson('/api/v1/settings', { settings }, await adminHeaders());
  expect(res.status, await res.clone().text()).toBe(200);
}

const checkout = async (headers: Record<string, string>, body: unknown) => postJson('/api/v1/billing/stripe/checkout', body, headers);

/** A Stripe event as Stripe sends it: the JSON and its Stripe-Signature header. */
async function signedEvent(type: string, object: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  const header = await new Stripe(STRIPE_KEY).webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: Stripe.createSubtleCryptoProvider() });
  return { payload, header };
}

const deliver = async ({ payload, header }: { payload: string; header: string }) =>
  request('/api/v1/billing/stripe/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload });

const subscriptionRow = async (gatewayId: string) =>
  (await db().select().from(subscriptions).where(and(eq(subscriptions.gateway, 'stripe'), eq(subscriptions.gateway_id, gatewayId))))[0];

/** A listener who has opened Stripe Checkout for a synced plan granting music.create, and paid there. */
async function paidCheckout() {
  await stripeOn();
  const plan = await createPlan({ permissions: [{ name: 'music.create' }] });
  const user = await createUser();
  const { headers } = await loginAs(user.id);
  const res = await checkout(headers, { product_id: plan.id, price_id: plan.prices[0].id });
  expect(res.status, await res.clone().text()).toBe(200);
  const { checkout: session } = await res.json<any>();
  const paid = (await payFakeCheckout(STRIPE_KEY, session.id))!;
  return { plan, user, headers, session: paid.session, subscription: paid.subscription };
}

describe('POST billing/stripe/checkout', () => {
  it('opens a Stripe-hosted Checkout page for the price, on one Stripe customer per user', async () => {
    await stripeOn();
    const plan = await createPlan({});
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await checkout(headers, { product_id: plan.id, price_id: plan.prices[0].id });
    expect(res.status, await res.clone().text()).toBe(200);
    const { checkout: session } = await res.json<any>();
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    const [customer] = await db().select().from(billingCustomers).where(eq(billingCustomers.user_id, user.id));
    const stripe = await fakeStripeAccount(STRIPE_KEY);
    expect(stripe.objects[customer.customer_id]).toMatchObject({ email: user.email, metadata: { user_id: String(user.id) } });
    const [price] = await db().select().from(prices).where(eq(prices.id, plan.prices[0].id));
    expect(stripe.objects[session.id]).toMatchObject({
      mode: 'subscription',
      customer: customer.customer_id,
      client_reference_id: String(user.id),
      line_items: [{ price: price.stripe_id, quantity: '1' }],
      success_url: `https://music.test/checkout/${plan.id}/${price.id}/stripe/done?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://music.test/checkout/${plan.id}/${price.id}`,
      subscription_data: { metadata: { user_id: String(user.id), product_id: String(plan.id), price_id: String(price.id) } },
    });

    expect((await checkout(headers, { product_id: plan.id, price_id: plan.prices[0].id })).status).toBe(200);
    expect((await fakeStripeAccount(STRIPE_KEY)).calls.filter((call) => call.path === '/v1/customers' && call.body.email === user.email)).toHaveLength(1);
  });

  it('is refused to guests (401), for unknown or free plans (404), when Stripe is off (422), and to subscribed users (422)', async () => {
    await stripeOn();
    const plan = await createPlan({});
    const body = { product_id: plan.id, price_id: plan.prices[0].id };
    expect((await checkout(guestHeaders(), body)).status).toBe(401);
    const { headers } = await loginAs((await createUser()).id);
    expect((await checkout(headers, { product_id: plan.id, price_id: 999999 })).status).toBe(404);
    expect((await checkout(headers, { product_id: plan.id })).status).toBe(422);
    const free = await send('POST', '/api/v1/products', await adminHeaders(), { name: 'Free tier', free: true });
    expect((await checkout(headers, { product_id: (await free.json<any>()).product.id, price_id: plan.prices[0].id })).status).toBe(404);

    await stripeOn(false);
    const off = await checkout(headers, body);
    expect(off.status).toBe(422);
    expect((await off.json<any>()).errors.gateway).toEqual(['Paying by card is not available.']);

    await stripeOn();
    const { headers: subscribed } = await subscriber(plan);
    expect((await checkout(subscribed, body)).status).toBe(422);
  });
});

describe('POST billing/stripe/checkout/{sessionId}/complete', () => {
  it('tells the done page how the checkout ended and stores a paid subscription at once; the webhook then finds it', async () => {
    await stripeOn();
    const plan = await createPlan({ permissions: [{ name: 'music.create' }] });
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const { checkout: session } = await (await checkout(headers, { product_id: plan.id, price_id: plan.prices[0].id })).json<any>();
    const complete = () => postJson(`/api/v1/billing/stripe/checkout/${session.id}/complete`, {}, headers);

    expect(await (await complete()).json()).toEqual({ status: 'open', subscription: null });
    const { subscription, session: paid } = (await payFakeCheckout(STRIPE_KEY, session.id))!;
    const res = await complete();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'complete', subscription: { user_id: user.id, product_id: plan.id, valid: true, active: true } });
    expect(await backstage(headers)).toBe(200);

    expect((await deliver(await signedEvent('checkout.session.completed', paid))).status).toBe(200);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.user_id, user.id))).toHaveLength(1);
    expect((await subscriptionRow(subscription.id)).user_id).toBe(user.id);
  });

  it("is only for the session's own user", async () => {
    const { session } = await paidCheckout();
    const other = await loginAs((await createUser()).id);
    expect((await postJson(`/api/v1/billing/stripe/checkout/${session.id}/complete`, {}, other.headers)).status).toBe(404);
    expect((await postJson(`/api/v1/billing/stripe/checkout/${session.id}/complete`, {}, guestHeaders())).status).toBe(401);
    expect((await postJson('/api/v1/billing/stripe/checkout/cs_test_unknown/complete', {}, other.headers)).status).toBe(404);
    expect((await postJson('/api/v1/billing/stripe/checkout/not-a-session/complete', {}, other.headers)).status).toBe(422);
    expect(await subscriptionRow(session.subscription)).toBeUndefined();
  });
});

describe('POST billing/stripe/webhook', () => {
  it('keeps applying events after Stripe is switched off for new customers', async () => {
    const { session, subscription } = await paidCheckout();
    await stripeOn(false);
    expect((await deliver(await signedEvent('checkout.session.completed', session))).status).toBe(200);
    expect((await subscriptionRow(subscription.id)).status).toBe('active');
  });

  it('refuses a bad or missing signature (400) and changes nothing', async () => {
    const { session, subscription } = await paidCheckout();
    const forged = await signedEvent('checkout.session.completed', session, 'whsec_someone_else');
    expect((await deliver(forged)).status).toBe(400);
    const unsigned = await signedEvent('checkout.session.completed', session);
    expect((await deliver({ payload: unsigned.payload, header: '' })).status).toBe(400);
    const tampered = await signedEvent('checkout.session.completed', session);
    expect((await deliver({ payload: tampered.payload.replace(session.id, 'cs_test_other'), header: tampered.header })).status).toBe(400);
    expect(await subscriptionRow(subscription.id)).toBeUndefined();
    const events = await db().select().from(billingEvents);
    expect(events.map((e) => e.event_id)).not.toContain(JSON.parse(forged.payload).id);
  });

  it('starts the subscription when checkout completes, granting the plan at once, and applies a replayed event once', async () => {
    const { plan, user, headers, session, subscription } = await paidCheckout();
    expect(await backstage(headers)).toBe(403);
    const event = await signedEvent('checkout.session.completed', session);
    const res = await deliver(event);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });

    const row = await subscriptionRow(subscription.id);
    expect(row).toMatchObject({ user_id: user.id, product_id: plan.id, price_id: plan.prices[0].id, status: 'active', ends_at: null, canceled_at: null, payment_method: { type: 'card', brand: 'visa', last4: '4242' } });
    expect(Date.parse(row.renews_at!)).toBeGreaterThan(Date.now() + 29 * 24 * HOUR);
    expect(await backstage(headers)).toBe(200);
    expect((await bootstrapUser(headers)).subscriptions[0]).toMatchObject({ id: row.id, valid: true, active: true });

    // Stripe delivers at least once: the same event again is acknowledged and changes nothing.
    await db().update(subscriptions).set({ note: 'untouched' }).where(eq(subscriptions.id, row.id));
    const replay = await deliver(event);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await db().select().from(subscriptions).where(eq(subscriptions.user_id, user.id))).toEqual([{ ...row, note: 'untouched' }]);
    expect(await db().select().from(billingEvents).where(eq(billingEvents.event_id, JSON.parse(event.payload).id))).toHaveLength(1);
  });

  it('keeps the subscription in step: cancel at period end, renew, a failed and a paid invoice, and the end', async () => {
    const { headers, session, subscription } = await paidCheckout();
    await deliver(await signedEvent('checkout.session.completed', session));
    const periodEnd = subscription.items.data[0].current_period_end;
    const update = async (type: string, changes: Record<string, unknown>) => {
      const changed = await changeFakeStripeObject(STRIPE_KEY, subscription.id, changes);
      expect((await deliver(await signedEvent(type, changed))).status).toBe(200);
      return { row: await subscriptionRow(subscription.id), user: await bootstrapUser(headers) };
    };

    const canceled = await update('customer.subscription.updated', { cancel_at_period_end: true, canceled_at: Math.floor(Date.now() / 1000) });
    expect(canceled.row).toMatchObject({ status: 'active', renews_at: null, ends_at: new Date(periodEnd * 1000).toISOString() });
    expect(canceled.user.subscriptions[0]).toMatchObject({ valid: true, active: false, on_grace_period: true });
    expect(await backstage(headers)).toBe(200);

    const renewed = await update('customer.subscription.updated', { cancel_at_period_end: false, canceled_at: null });
    expect(renewed.row).toMatchObject({ ends_at: null, canceled_at: null, renews_at: new Date(periodEnd * 1000).toISOString() });
    expect(renewed.user.subscriptions[0]).toMatchObject({ valid: true, active: true });

    const invoice = (id: string, amount: number) => ({
      id,
      object: 'invoice',
      amount_paid: amount,
      amount_due: 999,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      lines: { data: [{ description: '1 × Plan (at $9.99 / month)', period: { start: periodEnd, end: periodEnd + 30 * 86400 } }] },
    });
    await changeFakeStripeObject(STRIPE_KEY, subscription.id, { status: 'past_due' });
    expect((await deliver(await signedEvent('invoice.payment_failed', invoice('in_fail_1', 0)))).status).toBe(200);
    expect((await subscriptionRow(subscription.id)).status).toBe('past_due');
    expect((await bootstrapUser(headers)).subscriptions[0]).toMatchObject({ valid: true, active: false });
    await changeFakeStripeObject(STRIPE_KEY, subscription.id, { status: 'active' });
    expect((await deliver(await signedEvent('invoice.paid', invoice('in_paid_1', 999)))).status).toBe(200);
    expect((await subscriptionRow(subscription.id)).status).toBe('active');
    const rows = await db().select().from(invoices).where(eq(invoices.subscription_id, (await subscriptionRow(subscription.id)).id));
    expect(rows.map(({ gateway_id, status, unit_amount, currency }) => ({ gateway_id, status, unit_amount, currency }))).toEqual([
      { gateway_id: 'in_fail_1', status: 'failed', unit_amount: 999, currency: 'USD' },
      { gateway_id: 'in_paid_1', status: 'paid', unit_amount: 999, currency: 'USD' },
    ]);

    const now = Math.floor(Date.now() / 1000) - 5;
    const ended = await update('customer.subscription.deleted', { status: 'canceled', canceled_at: now, ended_at: now });
    expect(ended.row).toMatchObject({ status: 'canceled', ends_at: new Date(now * 1000).toISOString() });
    expect(ended.user.subscriptions[0]).toMatchObject({ valid: false, active: false });
    expect(await backstage(headers)).toBe(403);
  });
});

// The user's own subscription (docs/api/billing.md, "Your subscription"):
// /billing and its children, each change made at Stripe (the fake) first and
// read back.

/** A listener whose paid checkout the webhook has stored; `prices` for the plan (default one monthly USD price). */
async function storedSubscription(planPrices?: unknown[]) {
  await stripeOn();
  const plan = await createPlan({ permissions: [{ name: 'music.create' }], ...(planPrices ? { prices: planPrices } : {}) });
  const user = await createUser();
  const { headers } = await loginAs(user.id);
  const { checkout: session } = await (await checkout(headers, { product_id: plan.id, price_id: plan.prices[0].id })).json<any>();
  const paid = (await payFakeCheckout(STRIPE_KEY, session.id))!;
  expect((await deliver(await signedEvent('checkout.session.completed', paid.session))).status).toBe(200);
  const row = await subscriptionRow(paid.subscription.id);
  return { plan, user, headers, row, stripeId: paid.subscription.id as string };
}

const current = async (headers: Record<string, string>) => (await (await request('/api/v1/billing/subscription', { headers })).json<any>()).subscription;
const act = (headers: Record<string, string>, id: number, action: string, body: unknown = {}) => postJson(`/api/v1/billing/subscriptions/${id}/${action}`, body, headers);

describe('GET billing/subscription and the /billing actions', () => {
  it('shows the valid subscription with its plan, price and card; null for a user without one', async () => {
    const { plan, headers, row } = await storedSubscription();
    expect(await current(headers)).toMatchObject({
      id: row.id,
      valid: true,
      active: true,
      product: { id: plan.id, name: expect.any(String) },
      price: { id: plan.prices[0].id, amount: 4.99, currency: 'USD', interval: 'month' },
      payment_method: { type: 'card', brand: 'visa', last4: '4242' },
    });
    const other = await loginAs((await createUser()).id);
    expect(await current(other.headers)).toBeNull();
    expect((await request('/api/v1/billing/subscription', { headers: guestHeaders() })).status).toBe(401);
  });

  it('cancels at the end of the period at Stripe, keeps the plan until then, and renews', async () => {
    const { headers, row, stripeId } = await storedSubscription();
    const periodEnd = row.renews_at;
    const canceled = await act(headers, row.id, 'cancel');
    expect(canceled.status, await canceled.clone().text()).toBe(200);
    expect((await canceled.json<any>()).subscription).toMatchObject({ valid: true, active: false, on_grace_period: true, ends_at: periodEnd, renews_at: null });
    expect((await fakeStripeAccount(STRIPE_KEY)).objects[stripeId]).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(await backstage(headers)).toBe(200);
    expect((await act(headers, row.id, 'cancel')).status).toBe(422);

    const renewed = await act(headers, row.id, 'renew');
    expect(renewed.status, await renewed.clone().text()).toBe(200);
    expect((await renewed.json<any>()).subscription).toMatchObject({ active: true, on_grace_period: false, ends_at: null, canceled_at: null, renews_at: periodEnd });
    expect((await fakeStripeAccount(STRIPE_KEY)).objects[stripeId]).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect((await act(headers, row.id, 'renew')).status).toBe(422);
  });

  it("is the owner's only: another user gets 404 and changes nothing at Stripe, a guest 401", async () => {
    const { row, stripeId } = await storedSubscription();
    const other = await loginAs((await createUser()).id);
    const calls = (await fakeStripeAccount(STRIPE_KEY)).calls.length;
    for (const action of ['cancel', 'renew', 'payment-method', 'refresh']) {
      expect((await act(other.headers, row.id, action)).status, action).toBe(404);
      expect((await act(guestHeaders(), row.id, action)).status, action).toBe(401);
    }
    expect((await act(other.headers, row.id, 'change-plan', { product_id: row.product_id, price_id: row.price_id })).status).toBe(404);
    expect((await fakeStripeAccount(STRIPE_KEY)).calls.length).toBe(calls);
    expect((await fakeStripeAccount(STRIPE_KEY)).objects[stripeId]).toMatchObject({ cancel_at_period_end: false });
    expect(await subscriptionRow(stripeId)).toEqual(row);
  });

  it('explains a change to the yearly price (credit for the unused month, a new period today) and makes it at Stripe', async () => {
    const { plan, headers, row, stripeId } = await storedSubscription([
      { amount: 4.99, currency: 'USD', interval: 'month' },
      { amount: 49.99, currency: 'USD', interval: 'year' },
      { amount: 5, currency: 'EUR', interval: 'month' },
    ]);
    const [monthly, yearly, euro] = ['month', 'year', 'EUR'].map((k) => plan.prices.find((p: any) => p.interval === k || p.currency === k)!) as any[];
    expect(row.price_id).toBe(monthly.id);
    const preview = await act(headers, row.id, 'change-plan/preview', { product_id: plan.id, price_id: yearly.id });
    expect(preview.status, await preview.clone().text()).toBe(200);
    const { preview: body } = await preview.json<any>();
    expect(body).toMatchObject({ current: { id: monthly.id }, next: { id: yearly.id }, currency: 'USD', resets_period: true });
    // Paid a moment ago: nearly the whole month is unused.
    expect(body.credit).toBeGreaterThan(4.9);
    expect(body.credit).toBeLessThanOrEqual(4.99);
    expect(body.due_now).toBeCloseTo(49.99 - body.credit, 2);
    expect(Date.parse(body.next_renewal)).toBeGreaterThan(Date.now() + 364 * 24 * HOUR);

    const euroPreview = await act(headers, row.id, 'change-plan/preview', { product_id: plan.id, price_id: euro.id });
    expect(euroPreview.status).toBe(422);
    expect((await euroPreview.json<any>()).errors.price_id[0]).toMatch(/USD/);
    expect((await act(headers, row.id, 'change-plan', { product_id: plan.id, price_id: monthly.id })).status).toBe(422);

    const changed = await act(headers, row.id, 'change-plan', { product_id: plan.id, price_id: yearly.id });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await changed.json<any>()).toMatchObject({ redirect: null, subscription: { price: { id: yearly.id, interval: 'year' }, active: true } });
    const stripe = await fakeStripeAccount(STRIPE_KEY);
    const [stored] = await db().select().from(prices).where(eq(prices.id, yearly.id));
    expect(stripe.objects[stripeId].items.data[0].price.id).toBe(stored.stripe_id);
    expect(stripe.calls.at(-2)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${stripeId}`, body: { proration_behavior: 'always_invoice' } });
    expect(Date.parse((await subscriptionRow(stripeId)).renews_at!)).toBeGreaterThan(Date.now() + 364 * 24 * HOUR);
  });

  it("moves to another plan's grants", async () => {
    const { headers, row } = await storedSubscription();
    const other = await createPlan({ permissions: [{ name: 'api.access' }] });
    expect(await permissionNames(headers)).toContain('music.create');
    const changed = await act(headers, row.id, 'change-plan', { product_id: other.id, price_id: other.prices[0].id });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const names = await permissionNames(headers);
    expect(names).toContain('api.access');
    expect(names).not.toContain('music.create');
  });

  it("sends the customer to Stripe's billing portal for a new card and reads it back on return", async () => {
    const { headers, row } = await storedSubscription();
    const res = await act(headers, row.id, 'payment-method');
    expect(res.status, await res.clone().text()).toBe(200);
    const { url } = await res.json<any>();
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_/);
    const portal = (await fakeStripeAccount(STRIPE_KEY)).objects[url.split('/').at(-1)];
    expect(portal).toMatchObject({ return_url: `https://music.test/billing/change-payment-method/done?subscription=${row.id}`, flow_data: { type: 'payment_method_update' } });
    expect(await updateCardOnFakePortal(STRIPE_KEY, portal.id)).toHaveLength(1);
    const refreshed = await act(headers, row.id, 'refresh');
    expect((await refreshed.json<any>()).subscription.payment_method).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('cancels a gift at once (nothing paid to run out), and leaves its plan to admins', async () => {
    const plan = await createPlan({ permissions: [{ name: 'music.create' }] });
    const { headers, subscription } = await subscriber(plan, { gateway: 'none', gateway_id: null, renews_at: null });
    expect((await act(headers, subscription.id, 'change-plan', { product_id: plan.id, price_id: plan.prices[0].id })).status).toBe(422);
    expect((await act(headers, subscription.id, 'payment-method')).status).toBe(422);
    const res = await act(headers, subscription.id, 'cancel');
    expect((await res.json<any>()).subscription).toMatchObject({ valid: false, status: 'canceled' });
    expect(await backstage(headers)).toBe(403);
    expect((await act(headers, subscription.id, 'cancel')).status).toBe(422);
  });
});

describe('GET billing/invoices', () => {
  it("lists the user's own invoices, newest first; one prints with the plan and the customer, another user's is 404", async () => {
    const { user, headers, row, plan } = await storedSubscription();
    await db().insert(invoices).values([
      { user_id: user.id, subscription_id: row.id, gateway: 'stripe', gateway_id: `in_${crypto.randomUUID()}`, unit_amount: 499, currency: 'USD', status: 'paid', description: 'First month', created_at: at(-2 * HOUR) },
      { user_id: user.id, subscription_id: row.id, gateway: 'stripe', gateway_id: `in_${crypto.randomUUID()}`, unit_amount: 499, currency: 'USD', status: 'failed', description: 'Second month', created_at: at(-HOUR) },
    ]);
    const list = await (await request('/api/v1/billing/invoices', { headers })).json<any>();
    expect(list.pagination.data.map((i: any) => [i.description, i.amount, i.status])).toEqual([['Second month', 4.99, 'failed'], ['First month', 4.99, 'paid']]);
    const id = list.pagination.data[1].id;
    const one = await (await request(`/api/v1/billing/invoices/${id}`, { headers })).json<any>();
    expect(one.invoice).toMatchObject({ id, description: 'First month', customer: { email: user.email } });
    expect(one.invoice.product_name).toBe(plan.name);

    const other = await loginAs((await createUser()).id);
    expect((await request(`/api/v1/billing/invoices/${id}`, { headers: other.headers })).status).toBe(404);
    expect((await (await request('/api/v1/billing/invoices', { headers: other.headers })).json<any>()).pagination.data).toEqual([]);
  });
});

describe('planChangePreview', () => {
  const price = (id: number, unit_amount: number, interval: 'month' | 'year', currency = 'USD') =>
    ({ id, product_id: 1, unit_amount, currency, interval, interval_count: 1, stripe_id: null, paypal_id: null, created_at: '', updated_at: '' }) as const;
  const row = (gateway: 'stripe' | 'paypal', renews_at: string) => ({ gateway, renews_at }) as typeof subscriptions.$inferSelect;

  it('on the same cycle, charges the difference for the rest of the period and keeps the renewal date', () => {
    // 15 of 30 days of April left.
    const preview = planChangePreview(row('stripe', '2026-05-01T00:00:00.000Z'), price(1, 1000, 'month'), price(2, 3000, 'month'), new Date('2026-04-16T00:00:00.000Z'));
    expect(preview).toMatchObject({ credit: 5, due_now: 10, resets_period: false, next_renewal: '2026-05-01T00:00:00.000Z' });
  });

  it('on a new cycle, charges the new price less the credit and renews a period from now; PayPal charges nothing now', () => {
    const now = new Date('2026-04-16T00:00:00.000Z');
    const preview = planChangePreview(row('stripe', '2026-05-01T00:00:00.000Z'), price(1, 1000, 'month'), price(2, 10000, 'year'), now);
    expect(preview).toMatchObject({ credit: 5, due_now: 95, resets_period: true, next_renewal: '2027-04-16T00:00:00.000Z' });
    expect(planChangePreview(row('paypal', '2026-05-01T00:00:00.000Z'), price(1, 1000, 'month'), price(2, 10000, 'year'), now)).toMatchObject({ credit: 0, due_now: 0, resets_period: false });
  });
});
