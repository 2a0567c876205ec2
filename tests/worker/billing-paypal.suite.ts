import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { env } from 'cloudflare:test';
import { billingEvents, invoices, prices, subscriptions } from '../../db/billing';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { send } from './support/admin-api';
import { FAKE_PAYPAL_SECRET } from './support/fake-paypal';
import { approveFakePaypalSubscription, changeFakePaypalObject, fakePaypalAccount, signFakePaypalEvent } from './support/billing-fakes';
import { createDb } from '../../worker/db';
import { subscriptionGateway } from '../../worker/billing/subscription-gateways';

// Issue 14: PayPal subscriptions end to end (docs/api/billing.md, "Checkout
// (PayPal)" and "Webhooks (PayPal)") against the fake of
// tests/worker/support/fake-paypal.ts, which plays the buyer approving on
// PayPal's page and signs the deliveries its verify-webhook-signature accepts.

const PAYPAL_CLIENT = 'billing-paypal-client';
const WEBHOOK_ID = 'WH-FAKE-billing-paypal';
const DAY = 86400_000;

async function paypalOn(on = true, webhookId = WEBHOOK_ID) {
  const settings = {
    'billing.paypal.enable': on,
    'billing.paypal.sandbox': true,
    'billing.paypal.client_id': PAYPAL_CLIENT,
    'billing.paypal.client_secret': FAKE_PAYPAL_SECRET,
    'billing.paypal.webhook_id': webhookId,
  };
  const res = await postJson('/api/v1/settings', { settings }, await adminHeaders());
  expect(res.status, await res.clone().text()).toBe(200);
}

type Plan = { id: number; prices: { id: number }[] };

async function createPlan(extra: Record<string, unknown> = {}): Promise<Plan> {
  const res = await send('POST', '/api/v1/products', await adminHeaders(), {
    name: `Premium ${crypto.randomUUID().slice(0, 8)}`,
    prices: [{ amount: 4.99, currency: 'USD', interval: 'month' }],
    permissions: [{ name: 'music.create' }],
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).product;
}

const paypalPlanId = async (priceId: number) => (await db().select().from(prices).where(eq(prices.id, priceId)))[0].paypal_id!;
const checkout = (headers: Record<string, string>, body: unknown) => postJson('/api/v1/billing/paypal/checkout', body, headers);
const complete = (headers: Record<string, string>, id: string) => postJson(`/api/v1/billing/paypal/subscriptions/${id}/complete`, {}, headers);
const row = async (gatewayId: string) => (await db().select().from(subscriptions).where(and(eq(subscriptions.gateway, 'paypal'), eq(subscriptions.gateway_id, gatewayId))))[0];
const bootstrapUser = async (headers: Record<string, string>) => (await (await request('/api/v1/bootstrap-data', { headers })).json<any>()).bootstrapData.user;
/** A route behind music.create, which the plans here grant: 200 with the plan, 403 without. */
const backstage = async (headers: Record<string, string>) => (await request('/api/v1/backstage/albums', { headers })).status;

/** A listener who has started a PayPal checkout for a plan granting music.create: the subscription waits for approval. */
async function startedCheckout(plan?: Plan) {
  await paypalOn();
  plan ??= await createPlan();
  const user = await createUser();
  const { headers } = await loginAs(user.id);
  const res = await checkout(headers, { product_id: plan.id, price_id: plan.prices[0].id });
  expect(res.status, await res.clone().text()).toBe(200);
  const { checkout: created } = await res.json<any>();
  return { plan, user, headers, id: created.id as string, url: created.url as string };
}

/** ...who approved it on PayPal's page and came back to the done page: stored and active. */
async function subscribed(plan?: Plan) {
  const started = await startedCheckout(plan);
  await approveFakePaypalSubscription(PAYPAL_CLIENT, started.id);
  expect((await complete(started.headers, started.id)).status).toBe(200);
  return { ...started, row: await row(started.id) };
}

/** A PayPal webhook event as PayPal posts it. */
const paypalEvent = (event_type: string, resource: Record<string, unknown>) =>
  JSON.stringify({ id: `WH-${crypto.randomUUID()}`, event_version: '1.0', create_time: new Date().toISOString(), resource_type: event_type.startsWith('PAYMENT.SALE') ? 'sale' : 'subscription', event_type, summary: event_type, resource });

async function deliver(payload: string, headers?: Record<string, string>) {
  const signed = headers ?? (await signFakePaypalEvent(PAYPAL_CLIENT, WEBHOOK_ID, payload));
  return request('/api/v1/billing/paypal/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', ...signed }, body: payload });
}

/** PayPal changes the subscription, then tells the webhook. */
async function paypalChanges(id: string, type: string, changes: Record<string, unknown>) {
  const resource = await changeFakePaypalObject(PAYPAL_CLIENT, id, changes);
  const res = await deliver(paypalEvent(type, resource));
  expect(res.status, await res.clone().text()).toBe(200);
  return row(id);
}

describe('POST billing/paypal/checkout', () => {
  it("creates a PayPal subscription to the price's billing plan and answers its approve link", async () => {
    const { plan, user, id, url } = await startedCheckout();
    expect(url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=BA-/);
    const paypal = await fakePaypalAccount(PAYPAL_CLIENT);
    expect(paypal.objects[id]).toMatchObject({
      status: 'APPROVAL_PENDING',
      plan_id: await paypalPlanId(plan.prices[0].id),
      custom_id: String(user.id),
      subscriber: { email_address: user.email, name: { given_name: user.name } },
      application_context: {
        brand_name: 'Melodia',
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: `https://music.test/checkout/${plan.id}/${plan.prices[0].id}/paypal/done`,
        cancel_url: `https://music.test/checkout/${plan.id}/${plan.prices[0].id}`,
      },
    });
    // Nothing is stored before the buyer approves.
    expect(await row(id)).toBeUndefined();
  });

  it('is refused to guests (401), for unknown or free plans (404), when PayPal is off (422 gateway), for an unsynced price (422 price_id), and to subscribed users (422 product_id)', async () => {
    await paypalOn();
    const plan = await createPlan();
    const body = { product_id: plan.id, price_id: plan.prices[0].id };
    expect((await checkout(guestHeaders(), body)).status).toBe(401);
    const { headers } = await loginAs((await createUser()).id);
    expect((await checkout(headers, { product_id: plan.id, price_id: 999999 })).status).toBe(404);
    const free = await send('POST', '/api/v1/products', await adminHeaders(), { name: 'Free tier', free: true });
    expect((await checkout(headers, { product_id: (await free.json<any>()).product.id, price_id: plan.prices[0].id })).status).toBe(404);

    await paypalOn(false);
    const off = await checkout(headers, body);
    expect(off.status).toBe(422);
    expect((await off.json<any>()).errors.gateway).toEqual(['Paying with PayPal is not available.']);
    // Saved while PayPal was off: the price has no billing plan there yet.
    const unsynced = await createPlan();
    await paypalOn();
    const notSynced = await checkout(headers, { product_id: unsynced.id, price_id: unsynced.prices[0].id });
    expect(notSynced.status).toBe(422);
    expect((await notSynced.json<any>()).errors.price_id).toEqual(['This plan is not available for PayPal payments yet.']);

    const { headers: already } = await subscribed(plan);
    const twice = await checkout(already, body);
    expect(twice.status).toBe(422);
    expect(Object.keys((await twice.json<any>()).errors)).toEqual(['product_id']);
  });
});

describe('POST billing/paypal/subscriptions/{id}/complete', () => {
  it("stores the approved subscription at once and grants the plan's permission", async () => {
    const { plan, user, headers, id } = await startedCheckout();
    expect(await (await complete(headers, id)).json()).toEqual({ status: 'APPROVAL_PENDING', subscription: null });
    expect(await backstage(headers)).toBe(403);

    await approveFakePaypalSubscription(PAYPAL_CLIENT, id);
    const res = await complete(headers, id);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ACTIVE', subscription: { user_id: user.id, product_id: plan.id, price_id: plan.prices[0].id, gateway: 'paypal', status: 'active', valid: true, active: true } });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'active', canceled_at: null, ends_at: null, payment_method: { type: 'paypal', email: 'buyer@paypal.test' } });
    expect(Date.parse(stored.renews_at!)).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(await backstage(headers)).toBe(200);
    expect((await bootstrapUser(headers)).subscriptions[0]).toMatchObject({ id: stored.id, gateway: 'paypal', valid: true });
  });

  it('keeps an APPROVED subscription that PayPal has not activated yet as incomplete, without the plan, until it is', async () => {
    const { headers, id } = await startedCheckout();
    await approveFakePaypalSubscription(PAYPAL_CLIENT, id, 'APPROVED');
    expect(await (await complete(headers, id)).json()).toMatchObject({ status: 'APPROVED', subscription: { status: 'incomplete', valid: false } });
    expect(await backstage(headers)).toBe(403);
    expect((await paypalChanges(id, 'BILLING.SUBSCRIPTION.ACTIVATED', { status: 'ACTIVE' })).status).toBe('active');
    expect(await backstage(headers)).toBe(200);
  });

  it("is only for the subscription's own user", async () => {
    const { id } = await startedCheckout();
    await approveFakePaypalSubscription(PAYPAL_CLIENT, id);
    const other = await loginAs((await createUser()).id);
    expect((await complete(other.headers, id)).status).toBe(404);
    expect((await complete(guestHeaders(), id)).status).toBe(401);
    expect((await complete(other.headers, 'I-UNKNOWN1')).status).toBe(404);
    expect((await complete(other.headers, 'not-a-subscription')).status).toBe(422);
    expect(await row(id)).toBeUndefined();
  });
});

describe('POST billing/paypal/webhook', () => {
  it('refuses a forged, tampered or unsigned delivery (400) and changes nothing', async () => {
    const { id } = await startedCheckout();
    const resource = await approveFakePaypalSubscription(PAYPAL_CLIENT, id);
    const payload = paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', resource);
    const signed = await signFakePaypalEvent(PAYPAL_CLIENT, WEBHOOK_ID, payload);
    const forWrongHook = await signFakePaypalEvent(PAYPAL_CLIENT, 'WH-SOMEONE-ELSE', payload);
    const attempts = [
      await deliver(payload, { ...signed, 'PAYPAL-TRANSMISSION-SIG': 'forged' }),
      await deliver(payload, forWrongHook),
      await deliver(payload.replace(id, 'I-FAKE999999'), signed),
      await deliver(payload, {}),
      await deliver('not json', signed),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Invalid signature.' });
    }
    expect(await row(id)).toBeUndefined();
    expect(await db().select().from(billingEvents).where(eq(billingEvents.event_id, JSON.parse(payload).id))).toEqual([]);
    expect((await deliver(payload, signed)).status).toBe(200);
    expect((await row(id)).status).toBe('active');
  });

  it('is 404 without a webhook id configured', async () => {
    await paypalOn(true, '');
    const payload = paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'I-FAKE1' });
    expect((await deliver(payload)).status).toBe(404);
  });

  it('stores the subscription an ACTIVATED event names, and applies a replayed event once', async () => {
    const { plan, user, headers, id } = await startedCheckout();
    const resource = await approveFakePaypalSubscription(PAYPAL_CLIENT, id);
    const payload = paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', resource);
    const res = await deliver(payload);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    const stored = await row(id);
    expect(stored).toMatchObject({ user_id: user.id, product_id: plan.id, status: 'active' });
    expect(await backstage(headers)).toBe(200);

    await db().update(subscriptions).set({ note: 'untouched' }).where(eq(subscriptions.id, stored.id));
    const replay = await deliver(payload);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await row(id)).toEqual({ ...stored, note: 'untouched' });
    expect(await db().select().from(billingEvents).where(and(eq(billingEvents.gateway, 'paypal'), eq(billingEvents.event_id, JSON.parse(payload).id)))).toHaveLength(1);
  });

  it('keeps applying events after PayPal is switched off for new customers, and records events it does not act on', async () => {
    const { id } = await subscribed();
    await paypalOn(false);
    expect((await paypalChanges(id, 'BILLING.SUBSCRIPTION.SUSPENDED', { status: 'SUSPENDED', status_change_note: 'Payments failed' })).status).toBe('past_due');
    const other = paypalEvent('CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' });
    expect(await (await deliver(other)).json()).toEqual({ received: true, duplicate: false });
    // A subscription PayPal does not know under this app is not ours either.
    const unknown = paypalEvent('BILLING.SUBSCRIPTION.CANCELLED', { id: 'I-UNKNOWN2' });
    expect(await (await deliver(unknown)).json()).toEqual({ received: true, duplicate: false });
  });

  it('keeps the subscription in step: suspended after failed payments, a failed and a paid payment, re-activated, cancelled and expired', async () => {
    const { headers, id, row: first } = await subscribed();

    const suspended = await paypalChanges(id, 'BILLING.SUBSCRIPTION.SUSPENDED', { status: 'SUSPENDED', status_change_note: 'Maximum failed payments reached' });
    expect(suspended).toMatchObject({ status: 'past_due', ends_at: null, canceled_at: null });
    // PayPal retries while past due: the plan stays (SPEC section 3, decision 015).
    expect(await backstage(headers)).toBe(200);

    const failedAt = new Date().toISOString();
    const { billing_info } = (await fakePaypalAccount(PAYPAL_CLIENT)).objects[id];
    const failed = await changeFakePaypalObject(PAYPAL_CLIENT, id, { billing_info: { ...billing_info, last_failed_payment: { amount: { currency_code: 'USD', value: '4.99' }, time: failedAt } } });
    expect((await deliver(paypalEvent('BILLING.SUBSCRIPTION.PAYMENT.FAILED', failed))).status).toBe(200);

    expect((await paypalChanges(id, 'BILLING.SUBSCRIPTION.RE-ACTIVATED', { status: 'ACTIVE' })).status).toBe('active');
    const sale = { id: '8PC12345AB678901C', state: 'completed', amount: { total: '4.99', currency: 'USD', details: { subtotal: '4.99' } }, billing_agreement_id: id, create_time: new Date().toISOString() };
    expect((await deliver(paypalEvent('PAYMENT.SALE.COMPLETED', sale))).status).toBe(200);
    const rows = await db().select().from(invoices).where(eq(invoices.subscription_id, first.id));
    expect(rows.map(({ gateway, gateway_id, status, unit_amount, currency, description }) => ({ gateway, gateway_id, status, unit_amount, currency, description: description.startsWith('Premium') }))).toEqual([
      { gateway: 'paypal', gateway_id: `${id}:failed:${failedAt}`, status: 'failed', unit_amount: 499, currency: 'USD', description: true },
      { gateway: 'paypal', gateway_id: sale.id, status: 'paid', unit_amount: 499, currency: 'USD', description: true },
    ]);

    const cancelledAt = new Date(Date.now() - 5000).toISOString();
    const cancelled = await paypalChanges(id, 'BILLING.SUBSCRIPTION.CANCELLED', { status: 'CANCELLED', status_update_time: cancelledAt, billing_info: {} });
    expect(cancelled).toMatchObject({ status: 'canceled', canceled_at: cancelledAt, ends_at: cancelledAt, renews_at: null });
    expect(await backstage(headers)).toBe(403);
    expect((await bootstrapUser(headers)).subscriptions[0]).toMatchObject({ valid: false, active: false });

    const expiredAt = new Date(Date.now() - 1000).toISOString();
    expect(await paypalChanges(id, 'BILLING.SUBSCRIPTION.EXPIRED', { status: 'EXPIRED', status_update_time: expiredAt })).toMatchObject({ status: 'canceled', ends_at: expiredAt });
  });

  it("leaves alone a subscription whose plan is not ours", async () => {
    const { id, row: stored } = await subscribed();
    const resource = await changeFakePaypalObject(PAYPAL_CLIENT, id, { plan_id: 'P-NOT-OURS', status: 'CANCELLED' });
    expect((await deliver(paypalEvent('BILLING.SUBSCRIPTION.CANCELLED', resource))).status).toBe(200);
    expect(await row(id)).toEqual(stored);
  });
});

// The subscription's actions on /billing (worker/billing/subscription-routes.ts) through PayPal's gateway.
describe('PayPal subscriptions on /billing', () => {
  const act = (headers: Record<string, string>, subscriptionId: number, action: string, body: unknown = {}) => postJson(`/api/v1/billing/subscriptions/${subscriptionId}/${action}`, body, headers);

  it('cancels at the end of the paid period by suspending at PayPal, and renews by activating it again', async () => {
    const { headers, id, row: stored } = await subscribed();
    const canceled = await act(headers, stored.id, 'cancel');
    expect(canceled.status, await canceled.clone().text()).toBe(200);
    expect((await canceled.json<any>()).subscription).toMatchObject({ valid: true, active: false, on_grace_period: true, ends_at: stored.renews_at, renews_at: null });
    const paypal = (await fakePaypalAccount(PAYPAL_CLIENT)).objects[id];
    expect(paypal).toMatchObject({ status: 'SUSPENDED', status_change_note: `Canceled at the end of the paid period: access ends ${stored.renews_at}` });
    expect(await backstage(headers)).toBe(200);

    // PayPal's own SUSPENDED webhook reads back the same pending cancel.
    const suspended = await deliver(paypalEvent('BILLING.SUBSCRIPTION.SUSPENDED', { id }));
    expect(suspended.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'active', ends_at: stored.renews_at, renews_at: null });

    const renewed = await act(headers, stored.id, 'renew');
    expect(renewed.status, await renewed.clone().text()).toBe(200);
    expect((await renewed.json<any>()).subscription).toMatchObject({ valid: true, active: true, on_grace_period: false, ends_at: null, canceled_at: null, renews_at: stored.renews_at });
    expect((await fakePaypalAccount(PAYPAL_CLIENT)).objects[id].status).toBe('ACTIVE');
  });

  it('cancels at once through the gateway: cancelled at PayPal and ended now', async () => {
    const { headers, id, row: stored } = await subscribed();
    await (await subscriptionGateway({ env, db: createDb(env.DB, 'write') }, stored)).cancel(stored, true);
    expect((await fakePaypalAccount(PAYPAL_CLIENT)).objects[id].status).toBe('CANCELLED');
    const ended = await row(id);
    expect(ended.status).toBe('canceled');
    expect(Date.parse(ended.ends_at!)).toBeLessThanOrEqual(Date.now());
    expect(await backstage(headers)).toBe(403);
  });

  it('changes plan: a new price needs the buyer to agree on PayPal (redirect), the same price changes at once', async () => {
    await paypalOn();
    const plan = await createPlan({ prices: [{ amount: 4.99, currency: 'USD', interval: 'month' }, { amount: 49, currency: 'USD', interval: 'year' }] });
    const { headers, id, row: stored } = await subscribed(plan);
    const [monthly, yearly] = plan.prices;
    const moved = await act(headers, stored.id, 'change-plan', { product_id: plan.id, price_id: yearly.id });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const { redirect, subscription } = await moved.json<any>();
    expect(redirect).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=BA-/);
    expect(subscription.price_id).toBe(monthly.id);
    const revise = (await fakePaypalAccount(PAYPAL_CLIENT)).calls.filter((call) => call.path === `/v1/billing/subscriptions/${id}/revise`);
    expect(revise.at(-1)!.body).toMatchObject({ plan_id: await paypalPlanId(yearly.id), application_context: { return_url: 'https://music.test/billing' } });

    await approveFakePaypalSubscription(PAYPAL_CLIENT, id);
    const refreshed = await act(headers, stored.id, 'refresh');
    expect((await refreshed.json<any>()).subscription).toMatchObject({ price_id: yearly.id, active: true });

    const same = await createPlan({ prices: [{ amount: 49, currency: 'USD', interval: 'year' }] });
    const direct = await act(headers, stored.id, 'change-plan', { product_id: same.id, price_id: same.prices[0].id });
    expect(direct.status, await direct.clone().text()).toBe(200);
    expect(await direct.json<any>()).toMatchObject({ redirect: null, subscription: { product_id: same.id, price_id: same.prices[0].id } });
  });

  it("sends the buyer to PayPal's automatic payments page to change what pays", async () => {
    const { headers, row: stored } = await subscribed();
    const res = await act(headers, stored.id, 'payment-method');
    expect(await res.json()).toEqual({ url: 'https://www.sandbox.paypal.com/myaccount/autopay/' });
  });

  it('moves the end date within the paid period (suspended with that end), refuses one beyond it, and runs on again without one', async () => {
    const { headers, id, row: stored } = await subscribed();
    const gateway = await subscriptionGateway({ env, db: createDb(env.DB, 'write') }, stored);
    const soon = new Date(Date.now() + 3 * DAY).toISOString();
    await gateway.setEndDate(stored, soon);
    expect(await row(id)).toMatchObject({ status: 'active', ends_at: soon, renews_at: null });
    expect((await fakePaypalAccount(PAYPAL_CLIENT)).objects[id].status).toBe('SUSPENDED');
    const sooner = new Date(Date.now() + DAY).toISOString();
    await gateway.setEndDate(stored, sooner);
    expect((await row(id)).ends_at).toBe(sooner);

    await expect(gateway.setEndDate(stored, new Date(Date.now() + 90 * DAY).toISOString())).rejects.toMatchObject({ status: 422, errors: { ends_at: [expect.stringContaining('paid period')] } });

    await gateway.setEndDate(stored, null);
    expect(await row(id)).toMatchObject({ status: 'active', ends_at: null, canceled_at: null, renews_at: stored.renews_at });
    expect(await backstage(headers)).toBe(200);

    await gateway.setEndDate(stored, new Date(Date.now() - 1000).toISOString());
    expect((await row(id)).status).toBe('canceled');
    expect(await backstage(headers)).toBe(403);
  });
});
