import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prices, products, subscriptions } from '../../db/billing';
import { permissions, roles, userPermissions } from '../../db/roles';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { expectAdminOnly, send } from './support/admin-api';
import { fakeStripeKey } from './support/fake-stripe';
import { FAKE_PAYPAL_SECRET } from './support/fake-paypal';
import { fakePaypalAccount, fakeStripeAccount } from './support/billing-fakes';
import { planOf } from './support/query-plan';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { plansList } from '../../worker/admin/plans/plans-list';

// Issue 14, docs/api/billing.md: GET billing/products for /pricing, and the
// admin's plans (plans.update), whose saves go on to Stripe and PayPal (the
// loopback fakes of tests/worker/support/) when those are configured.

const STRIPE_KEY = fakeStripeKey('billing-plans');
const PAYPAL_CLIENT = 'billing-plans-client';

async function gateways(on: boolean, stripeKey = STRIPE_KEY) {
  const res = await postJson(
    '/api/v1/settings',
    {
      settings: {
        'billing.stripe.enable': on,
        'billing.stripe.secret_key': stripeKey,
        'billing.paypal.enable': on,
        'billing.paypal.sandbox': true,
        'billing.paypal.client_id': PAYPAL_CLIENT,
        'billing.paypal.client_secret': FAKE_PAYPAL_SECRET,
      },
    },
    await adminHeaders(),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

let planCount = 0;
const monthly = (amount = 9.99, extra = {}) => ({ amount, currency: 'USD', interval: 'month', interval_count: 1, ...extra });
const planBody = (extra: Record<string, unknown> = {}) => ({ name: `Plan ${++planCount}`, description: 'Listen offline.', feature_list: ['No ads'], prices: [monthly()], ...extra });

async function savePlan(body: unknown, id?: number) {
  const res = await send(id ? 'PUT' : 'POST', id ? `/api/v1/products/${id}` : '/api/v1/products', await adminHeaders(), body);
  expect(res.status, await res.clone().text()).toBe(id ? 200 : 201);
  return res.json<any>();
}

const stripeCalls = async (path: string) => (await fakeStripeAccount(STRIPE_KEY)).calls.filter((call) => call.path.startsWith(path));
const paypalCalls = async (path: string) => (await fakePaypalAccount(PAYPAL_CLIENT)).calls.filter((call) => call.path.startsWith(path));

describe('GET billing/products', () => {
  it('lists the plans that are not hidden, with prices in major units, as pagination.data, to anyone', async () => {
    await gateways(false);
    const shown = (await savePlan(planBody({ position: 1, recommended: true, prices: [monthly(9.99), { amount: 99, currency: 'usd', interval: 'year' }] }))).product;
    const free = (await savePlan(planBody({ position: 0, free: true, prices: [] }))).product;
    const hidden = (await savePlan(planBody({ hidden: true }))).product;

    const res = await request('/api/v1/billing/products', { headers: guestHeaders() });
    expect(res.status).toBe(200);
    const { pagination } = await res.json<any>();
    const ids = pagination.data.map((p: any) => p.id);
    expect(ids).toContain(shown.id);
    expect(ids.indexOf(free.id)).toBeLessThan(ids.indexOf(shown.id));
    expect(ids).not.toContain(hidden.id);
    expect(pagination).toMatchObject({ current_page: 1, total: pagination.data.length, last_page: 1 });
    const plan = pagination.data.find((p: any) => p.id === shown.id);
    expect(plan).toMatchObject({ name: shown.name, description: 'Listen offline.', hidden: false, recommended: true, free: false, feature_list: ['No ads'] });
    expect(plan.prices.map(({ amount, currency, interval, interval_count }: any) => ({ amount, currency, interval, interval_count }))).toEqual([
      { amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 99, currency: 'USD', interval: 'year', interval_count: 1 },
    ]);
    // What the admin sees (grants, gateway ids) stays out of the public list.
    expect(plan).not.toHaveProperty('stripe_id');
    expect(plan).not.toHaveProperty('permissions');
  });

  it('GET billing/products/{id} answers one plan, and 404 for a hidden or unknown one', async () => {
    await gateways(false);
    const shown = (await savePlan(planBody())).product;
    const hidden = (await savePlan(planBody({ hidden: true }))).product;
    const res = await request(`/api/v1/billing/products/${shown.id}`);
    expect(res.status).toBe(200);
    expect((await res.json<any>()).product).toMatchObject({ id: shown.id, prices: [{ amount: 9.99 }] });
    expect((await request(`/api/v1/billing/products/${hidden.id}`)).status).toBe(404);
    expect((await request('/api/v1/billing/products/999999')).status).toBe(404);
    expect((await request('/api/v1/billing/products/abc')).status).toBe(422);
  });
});

describe('plans (plans.update)', () => {
  it('are refused to guests (401) and to users without plans.update (403)', async () => {
    await expectAdminOnly([
      ['GET', '/api/v1/products'],
      ['GET', '/api/v1/products/1'],
      ['POST', '/api/v1/products', planBody()],
      ['PUT', '/api/v1/products/1', planBody()],
      ['DELETE', '/api/v1/products/1'],
    ]);
  });

  it('are open to a user who holds plans.update, without being an administrator', async () => {
    const user = await createUser();
    const [permission] = await db().select().from(permissions).where(eq(permissions.name, 'plans.update'));
    await db().insert(userPermissions).values({ user_id: user.id, permission_id: permission.id });
    const { headers } = await loginAs(user.id);
    expect((await request('/api/v1/products', { headers })).status).toBe(200);
    expect((await send('POST', '/api/v1/products', headers, planBody())).status).toBe(201);
  });

  it('refuse bad bodies with 422 and the field that is wrong, storing nothing', async () => {
    const headers = await adminHeaders();
    const before = (await db().select().from(products)).length;
    const errorsOf = async (body: unknown) => {
      const res = await send('POST', '/api/v1/products', headers, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      return (await res.json<any>()).errors as Record<string, string[]>;
    };
    expect(await errorsOf({ prices: [monthly()] })).toHaveProperty('name');
    expect((await errorsOf(planBody({ prices: [] }))).prices).toEqual(['A paid plan needs at least one price.']);
    expect((await errorsOf(planBody({ free: true }))).prices).toEqual(['A free plan has no prices.']);
    expect(Object.keys(await errorsOf(planBody({ prices: [monthly(9.99, { currency: 'dollars' })] })))).toEqual(['prices.0.currency']);
    expect(Object.keys(await errorsOf(planBody({ prices: [monthly(0)] })))).toEqual(['prices.0.amount']);
    expect((await errorsOf(planBody({ prices: [monthly(9.999)] })))['prices.0.amount']).toEqual(['The amount has more decimals than the currency has.']);
    expect(Object.keys(await errorsOf(planBody({ prices: [monthly(9.99, { interval: 'month', interval_count: 13 })] })))).toEqual(['prices.0.interval_count']);
    expect(Object.keys(await errorsOf(planBody({ prices: [monthly(9.99, { interval: 'fortnight' })] })))).toEqual(['prices.0.interval']);
    expect((await errorsOf(planBody({ permissions: [{ name: 'admin' }] }))).permissions).toEqual(['A plan cannot make anyone an administrator.']);
    expect((await errorsOf(planBody({ permissions: [{ name: 'no.such.permission' }] }))).permissions).toEqual(['Choose permissions that exist.']);
    const [adminRole] = await db().select().from(roles).where(eq(roles.name, 'admin'));
    expect((await errorsOf(planBody({ role_id: adminRole.id }))).role_id).toEqual(['A plan cannot make anyone an administrator.']);
    expect(await errorsOf(planBody({ role_id: 999999 }))).toHaveProperty('role_id');
    expect((await db().select().from(products)).length).toBe(before);
  });

  it('list every plan for the admin, hidden ones too, with prices and subscription counts, searchable by name', async () => {
    await gateways(false);
    const plan = (await savePlan(planBody({ name: 'Zebra Unlimited', hidden: true }))).product;
    const res = await request('/api/v1/products?query=zebra', { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    const { pagination } = await res.json<any>();
    expect(pagination.data).toHaveLength(1);
    expect(pagination.data[0]).toMatchObject({ id: plan.id, hidden: true, subscriptions_count: 0, prices: [{ amount: 9.99, currency: 'USD', interval: 'month' }] });
    expect((await request('/api/v1/products?orderBy=price', { headers: await adminHeaders() })).status).toBe(422);
  });

  it('list without scanning products: position and name sorts and the name prefix each walk an index', async () => {
    for (const [query, index] of [[{}, 'products_position_idx'], [{ orderBy: 'name' }, 'products_name_lower_idx'], [{ query: 'zeb' }, 'products_name_lower_idx']] as const) {
      const plan = (await planOf(listStatement(db(), plansList, listQuerySchema(plansList).parse(query)))).join('\n');
      expect(plan, `${JSON.stringify(query)}\n${plan}`).toContain(index);
      expect(plan).not.toMatch(/SCAN products(?! USING)/);
    }
  });

  it('say when the gateways are not configured, and save the plan all the same', async () => {
    await gateways(false);
    const { product, gateways: sync } = await savePlan(planBody({ permissions: [{ name: 'files.create', restrictions: [{ name: 'space', value: 1000 }] }] }));
    expect(sync).toEqual({ stripe: 'not_configured', paypal: 'not_configured' });
    expect(product).toMatchObject({ stripe_id: null, paypal_id: null, permissions: [{ name: 'files.create', restrictions: [{ name: 'space', value: 1000 }] }] });
    const res = await request(`/api/v1/products/${product.id}`, { headers: await adminHeaders() });
    expect((await res.json<any>()).product.prices[0].amount).toBe(9.99);
  });
});

describe('saving a plan with Stripe and PayPal configured', () => {
  it('creates the product and a recurring price at Stripe, and a catalog product and billing plan at PayPal, storing their ids', async () => {
    await gateways(true);
    const { product, gateways: sync } = await savePlan(planBody({ name: 'Gateway Gold', prices: [monthly(9.99), { amount: 99.5, currency: 'EUR', interval: 'month', interval_count: 12 }] }));
    expect(sync).toEqual({ stripe: 'synced', paypal: 'synced' });
    expect(product.stripe_id).toMatch(/^prod_/);
    expect(product.paypal_id).toMatch(/^PROD-/);

    const stripeProduct = (await stripeCalls('/v1/products')).find((call) => call.body.name === 'Gateway Gold');
    expect(stripeProduct).toMatchObject({ method: 'POST', path: '/v1/products', body: { description: 'Listen offline.', metadata: { product_id: String(product.id) } } });
    const stripePrices = (await stripeCalls('/v1/prices')).filter((call) => call.body.product === product.stripe_id);
    expect(stripePrices.map((call) => call.body)).toEqual([
      expect.objectContaining({ unit_amount: '999', currency: 'usd', recurring: { interval: 'month', interval_count: '1' } }),
      expect.objectContaining({ unit_amount: '9950', currency: 'eur', recurring: { interval: 'month', interval_count: '12' } }),
    ]);

    const paypalProduct = (await paypalCalls('/v1/catalogs/products')).find((call: any) => call.body.name === 'Gateway Gold');
    expect(paypalProduct?.body).toEqual({ name: 'Gateway Gold', description: 'Listen offline.', type: 'SERVICE', category: 'SOFTWARE' });
    const plans = (await paypalCalls('/v1/billing/plans')).filter((call: any) => call.body?.product_id === product.paypal_id);
    expect(plans.map((call: any) => call.body.billing_cycles[0])).toEqual([
      expect.objectContaining({ frequency: { interval_unit: 'MONTH', interval_count: 1 }, total_cycles: 0, pricing_scheme: { fixed_price: { value: '9.99', currency_code: 'USD' } } }),
      expect.objectContaining({ frequency: { interval_unit: 'MONTH', interval_count: 12 }, pricing_scheme: { fixed_price: { value: '99.50', currency_code: 'EUR' } } }),
    ]);

    const stored = await db().select().from(prices).where(eq(prices.product_id, product.id));
    expect(stored.every((price) => price.stripe_id?.startsWith('price_') && price.paypal_id?.startsWith('P-'))).toBe(true);
  });

  it('renames the product, gives a changed price new gateway prices and archives the old ones; an unchanged price is left alone', async () => {
    await gateways(true);
    const { product } = await savePlan(planBody({ prices: [monthly(5), { amount: 50, currency: 'USD', interval: 'year' }] }));
    const [five, fifty] = product.prices;
    const before = await db().select().from(prices).where(eq(prices.product_id, product.id));
    const old = before.find((p) => p.id === five.id)!;
    const kept = before.find((p) => p.id === fifty.id)!;

    const { gateways: sync, product: saved } = await savePlan(planBody({ name: 'Renamed plan', prices: [{ ...monthly(6), id: five.id }, { id: fifty.id, amount: 50, currency: 'USD', interval: 'year' }] }), product.id);
    expect(sync).toEqual({ stripe: 'synced', paypal: 'synced' });
    expect(saved.prices.map((p: any) => p.amount).sort()).toEqual([50, 6]);
    const after = await db().select().from(prices).where(eq(prices.product_id, product.id));
    const changed = after.find((p) => p.id === five.id)!;
    expect(changed.unit_amount).toBe(600);
    expect(changed.stripe_id).not.toBe(old.stripe_id);
    expect(changed.paypal_id).not.toBe(old.paypal_id);
    expect(after.find((p) => p.id === fifty.id)).toMatchObject({ stripe_id: kept.stripe_id, paypal_id: kept.paypal_id });

    expect(await stripeCalls(`/v1/products/${product.stripe_id}`)).toEqual([expect.objectContaining({ method: 'POST', body: expect.objectContaining({ name: 'Renamed plan' }) })]);
    expect(await stripeCalls(`/v1/prices/${old.stripe_id}`)).toEqual([expect.objectContaining({ body: { active: 'false' } })]);
    expect((await fakeStripeAccount(STRIPE_KEY)).objects[changed.stripe_id!]).toMatchObject({ unit_amount: 600, active: true, product: product.stripe_id });
    expect(await paypalCalls(`/v1/billing/plans/${old.paypal_id}/deactivate`)).toHaveLength(1);
    expect((await fakePaypalAccount(PAYPAL_CLIENT)).objects[old.paypal_id!].status).toBe('INACTIVE');
  });

  it('reports a gateway that fails, keeps the plan, and the next save catches up', async () => {
    await gateways(true, 'rk_live_not_a_test_key');
    const { product, gateways: sync } = await savePlan(planBody());
    expect(sync).toEqual({ stripe: 'failed', paypal: 'synced' });
    expect(product.stripe_id).toBeNull();

    await gateways(true);
    const again = await savePlan(planBody({ name: product.name, prices: [{ ...monthly(), id: product.prices[0].id }] }), product.id);
    expect(again.gateways).toEqual({ stripe: 'synced', paypal: 'synced' });
    expect(again.product.stripe_id).toMatch(/^prod_/);
    // PayPal already had the plan: nothing is made twice there.
    expect((await paypalCalls('/v1/catalogs/products')).filter((call: any) => call.body?.name === product.name)).toHaveLength(1);
  });
});

describe('DELETE products/{id}', () => {
  it('refuses a plan that has subscriptions (422), since they keep their plan for /billing and invoices', async () => {
    await gateways(false);
    const { product } = await savePlan(planBody());
    const user = await createUser();
    await db().insert(subscriptions).values({ user_id: user.id, product_id: product.id, gateway: 'none', ends_at: '2000-01-01T00:00:00.000Z', status: 'canceled' });
    const res = await send('DELETE', `/api/v1/products/${product.id}`, await adminHeaders());
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.id).toEqual(['A plan with subscriptions cannot be deleted: hide it instead.']);
    expect(await db().select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
  });

  it('deletes a plan without subscriptions, with its prices, and archives it at the gateways', async () => {
    await gateways(true);
    const { product } = await savePlan(planBody());
    const [price] = await db().select().from(prices).where(eq(prices.product_id, product.id));
    const res = await send('DELETE', `/api/v1/products/${product.id}`, await adminHeaders());
    expect(res.status).toBe(200);
    expect((await res.json<any>()).gateways).toEqual({ stripe: 'synced', paypal: 'synced' });
    expect(await db().select().from(prices).where(eq(prices.product_id, product.id))).toHaveLength(0);
    expect((await request(`/api/v1/products/${product.id}`, { headers: await adminHeaders() })).status).toBe(404);
    const stripe = await fakeStripeAccount(STRIPE_KEY);
    expect(stripe.objects[product.stripe_id].active).toBe(false);
    expect(stripe.objects[price.stripe_id!].active).toBe(false);
    expect((await fakePaypalAccount(PAYPAL_CLIENT)).objects[price.paypal_id!].status).toBe('INACTIVE');
  });
});
