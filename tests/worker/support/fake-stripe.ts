/**
 * A loopback stand-in for the part of Stripe's REST API the worker calls
 * (products, prices), answering the official SDK as api.stripe.com would:
 * form-encoded bodies, JSON objects with `id` and `object`, Stripe's error
 * shape. Each secret key is its own account, so test files never see each
 * other's objects. It runs in Node (outbound-fakes.ts), outside workerd.
 */

/** A key the fake takes; any key not starting `sk_test_` is refused (401) as Stripe refuses an invalid key. */
export const fakeStripeKey = (name: string) => `sk_test_${name}`;

export type StripeCall = { method: string; path: string; body: Record<string, unknown> };
type StripeObject = Record<string, unknown> & { id: string; object: string };
type Account = { objects: Map<string, StripeObject>; calls: StripeCall[] };

const accounts = new Map<string, Account>();

/** Ids are unique across accounts, as the real gateway's are: tests that share one database never meet another account's ids. */
let lastId = 0;
const nextId = () => ++lastId;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stripeError = (status: number, message: string, type = 'invalid_request_error', param?: string) =>
  json({ error: { type, message, ...(param ? { param } : {}) } }, status);

/** Stripe's form encoding (`a[b][0][c]=1`, `expand[]=x`) back to nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = [key.replace(/\[.*$/, ''), ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const container = node as Record<string, unknown>;
      const slot = part === '' && Array.isArray(node) ? node.length : part;
      if (last) {
        if (Array.isArray(node)) node[Number(slot)] = value;
        else container[slot] = value;
        return;
      }
      const nextIsList = parts[i + 1] === '' || /^\d+$/.test(parts[i + 1]);
      const existing = Array.isArray(node) ? node[Number(slot)] : container[slot];
      const child = existing ?? (nextIsList ? [] : {});
      if (Array.isArray(node)) node[Number(slot)] = child;
      else container[slot] = child;
      node = child as Record<string, unknown>;
    });
  }
  return root;
}

/** The collections the fake serves: id prefix and object name. Subscriptions are made only by a completed checkout (completeCheckout). */
const COLLECTIONS: Record<string, { prefix: string; object: string; create: boolean }> = {
  products: { prefix: 'prod', object: 'product', create: true },
  prices: { prefix: 'price', object: 'price', create: true },
  customers: { prefix: 'cus', object: 'customer', create: true },
  'checkout/sessions': { prefix: 'cs_test', object: 'checkout.session', create: true },
  'billing_portal/sessions': { prefix: 'bps', object: 'billing_portal.session', create: true },
  subscriptions: { prefix: 'sub', object: 'subscription', create: false },
};
const ROUTE = /^\/v1\/(products|prices|customers|checkout\/sessions|billing_portal\/sessions|subscriptions)(?:\/([^/]+))?$/;

/** What Stripe itself would refuse in a create call, as its 400 answer; null when the body is acceptable. */
function refuseCreate(collection: string, body: Record<string, unknown>, account: Account): Response | null {
  if (collection === 'products' && !body.name) return stripeError(400, 'Missing required param: name.', undefined, 'name');
  if (collection === 'checkout/sessions') {
    const item = (body.line_items as Record<string, string>[] | undefined)?.[0];
    const price = account.objects.get(item?.price ?? '');
    if (body.mode !== 'subscription') return stripeError(400, 'This fake takes mode=subscription only.', undefined, 'mode');
    if (!price || price.object !== 'price' || price.active === false) return stripeError(400, `No such price: '${item?.price}'`, undefined, 'line_items[0][price]');
    if (!account.objects.has(String(body.customer))) return stripeError(400, `No such customer: '${String(body.customer)}'`, undefined, 'customer');
    if (!String(body.success_url ?? '').startsWith('http') || !String(body.cancel_url ?? '').startsWith('http')) return stripeError(400, 'Not a valid URL', undefined, 'success_url');
  }
  if (collection === 'billing_portal/sessions') {
    if (!account.objects.has(String(body.customer))) return stripeError(400, `No such customer: '${String(body.customer)}'`, undefined, 'customer');
    if (!String(body.return_url ?? '').startsWith('http')) return stripeError(400, 'Not a valid URL', undefined, 'return_url');
  }
  if (collection === 'prices') {
    const recurring = body.recurring as Record<string, string> | undefined;
    if (!account.objects.has(String(body.product))) return stripeError(400, `No such product: '${String(body.product)}'`, undefined, 'product');
    if (!/^\d+$/.test(String(body.unit_amount))) return stripeError(400, 'Invalid integer: unit_amount', undefined, 'unit_amount');
    if (!/^[a-z]{3}$/.test(String(body.currency))) return stripeError(400, 'Invalid currency', undefined, 'currency');
    if (!recurring || !['day', 'week', 'month', 'year'].includes(recurring.interval)) return stripeError(400, 'Invalid recurring[interval]', undefined, 'recurring');
  }
  return null;
}

function present(object: StripeObject): StripeObject {
  if (object.object !== 'price') return object;
  const recurring = object.recurring as Record<string, string> | undefined;
  return { ...object, unit_amount: Number(object.unit_amount), recurring: recurring && { ...recurring, interval_count: Number(recurring.interval_count ?? 1) } };
}

const DAYS = { day: 1, week: 7, month: 30, year: 365 } as Record<string, number>;
const periodDays = (price: StripeObject) => {
  const recurring = price.recurring as { interval: string; interval_count: number };
  return DAYS[recurring.interval] * recurring.interval_count;
};

/**
 * A subscription update as Stripe applies it: a pending cancel at the
 * period's end or at a date (one of the two per call, '' unsets cancel_at),
 * a new price for its item (a new interval restarts the period today), a
 * new default payment method.
 */
function updateSubscription(account: Account, held: StripeObject, body: Record<string, unknown>): Response {
  if (body.cancel_at !== undefined && body.cancel_at_period_end !== undefined) return stripeError(400, 'You may only specify one of these parameters: cancel_at, cancel_at_period_end.');
  if (held.status === 'canceled') return stripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
  const items = held.items as { data: Record<string, any>[] };
  const item = items.data[0];
  const now = Math.floor(Date.now() / 1000);
  if (body.cancel_at_period_end !== undefined) {
    const on = body.cancel_at_period_end === 'true';
    Object.assign(held, { cancel_at_period_end: on, cancel_at: on ? item.current_period_end : null, canceled_at: on ? now : null });
  }
  if (body.cancel_at !== undefined) {
    const at = body.cancel_at === '' ? null : Number(body.cancel_at);
    Object.assign(held, { cancel_at_period_end: false, cancel_at: at, canceled_at: at ? now : null });
  }
  const nextItem = (body.items as Record<string, string>[] | undefined)?.[0];
  if (nextItem) {
    const price = account.objects.get(nextItem.price);
    if (nextItem.id !== item.id) return stripeError(400, `No such subscription item: '${nextItem.id}'`, undefined, 'items[0][id]');
    if (!price || price.object !== 'price' || price.active === false) return stripeError(400, `No such price: '${nextItem.price}'`, undefined, 'items[0][price]');
    const next = present(price);
    const restarts = periodDays(next) !== periodDays(item.price);
    Object.assign(item, { price: next, ...(restarts ? { current_period_start: now, current_period_end: now + periodDays(next) * 86400 } : {}) });
  }
  if (typeof body.default_payment_method === 'string') held.default_payment_method = account.objects.get(body.default_payment_method) ?? held.default_payment_method;
  if (body.metadata) held.metadata = { ...(held.metadata as object), ...(body.metadata as object) };
  return json(held);
}

/** Answers one request to api.stripe.com. */
export async function answerStripe(request: Request): Promise<Response> {
  const key = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!key.startsWith('sk_test_')) return stripeError(401, 'Invalid API Key provided.', 'invalid_request_error');
  const account: Account = accounts.get(key) ?? { objects: new Map(), calls: [] };
  accounts.set(key, account);
  const url = new URL(request.url);
  const body = request.method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(await request.text());
  account.calls.push({ method: request.method, path: url.pathname, body });

  const [, collection, id] = url.pathname.match(ROUTE) ?? [];
  const kind = COLLECTIONS[collection];
  if (!kind) return stripeError(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  if (request.method === 'POST' && !id) {
    if (!kind.create) return stripeError(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
    const refused = refuseCreate(collection, body, account);
    if (refused) return refused;
    const created: StripeObject = { active: true, metadata: {}, ...body, id: `${kind.prefix}_fake${nextId()}`, object: kind.object, created: Math.floor(Date.now() / 1000) };
    // The hosted pages: Stripe's own hosts, or this fake's when it is served over loopback (e2e, tests/e2e/support/fake-gateways-server.ts).
    const hosted = url.host === 'api.stripe.com' ? null : url.origin;
    if (kind.object === 'checkout.session') Object.assign(created, { url: `${hosted ?? 'https://checkout.stripe.com'}/c/pay/${created.id}`, status: 'open', subscription: null });
    if (kind.object === 'billing_portal.session') Object.assign(created, { url: `${hosted ?? 'https://billing.stripe.com'}/p/session/${created.id}` });
    account.objects.set(created.id, created);
    return json(present(created));
  }
  const held = id ? account.objects.get(id) : undefined;
  if (!held || held.object !== kind.object) return stripeError(404, `No such ${kind.object}: '${id}'`, 'invalid_request_error', 'id');
  if (request.method === 'GET') return json(present(held));
  if (request.method === 'DELETE' && held.object === 'subscription') {
    const now = Math.floor(Date.now() / 1000);
    if (held.status === 'canceled') return stripeError(400, `This subscription is already canceled.`);
    Object.assign(held, { status: 'canceled', canceled_at: now, ended_at: now, cancel_at_period_end: false });
    return json(held);
  }
  if (request.method === 'POST' && held.object === 'subscription') return updateSubscription(account, held, body);
  if (request.method !== 'POST') return stripeError(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  if (held.object === 'price' && Object.keys(body).some((field) => !['active', 'metadata', 'nickname'].includes(field))) {
    return stripeError(400, 'A price cannot change its amount or interval: create a new price.');
  }
  const updated = { ...held, ...body, active: body.active === undefined ? held.active : body.active === 'true' || body.active === true };
  account.objects.set(held.id, updated);
  return json(present(updated));
}

/**
 * What Stripe does when the customer pays on the hosted Checkout page: the
 * session completes and a subscription to its price starts, paid by a card,
 * with the session's subscription_data.metadata. Tests call it through
 * https://fakes.test/stripe/<key>/checkout/<session id>/complete.
 */
export function completeCheckout(key: string, sessionId: string) {
  const account = accounts.get(key);
  const session = account?.objects.get(sessionId);
  if (!account || !session || session.status !== 'open') return null;
  const price = present(account.objects.get((session.line_items as Record<string, string>[])[0].price)!);
  const now = Math.floor(Date.now() / 1000);
  const days = periodDays(price);
  const subscription: StripeObject = {
    id: `sub_fake${nextId()}`,
    object: 'subscription',
    status: 'active',
    customer: session.customer,
    metadata: (session.subscription_data as Record<string, unknown> | undefined)?.metadata ?? {},
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: now,
    default_payment_method: { id: `pm_fake${nextId()}`, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
    items: { object: 'list', data: [{ id: `si_fake${nextId()}`, object: 'subscription_item', price, quantity: 1, current_period_start: now, current_period_end: now + days * 86400 }] },
  };
  account.objects.set(subscription.id, subscription);
  Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
  return { session, subscription };
}

/** Changes an object as Stripe would on its own (a cancel, a failed renewal): https://fakes.test/stripe/<key>/objects/<id> with a JSON body. */
export function changeObject(key: string, id: string, changes: Record<string, unknown>) {
  const held = accounts.get(key)?.objects.get(id);
  if (!held) return null;
  Object.assign(held, changes);
  return present(held);
}

/** https://fakes.test/stripe/<key>: the calls and objects of one account, for tests to assert on. */
export function stripeAccountState(key: string) {
  const account = accounts.get(key);
  return { calls: account?.calls ?? [], objects: Object.fromEntries([...(account?.objects ?? new Map<string, StripeObject>())].map(([id, o]) => [id, present(o)])) };
}

/**
 * What Stripe does when the customer saves a new card on the billing
 * portal session `sessionId`: the card becomes the default payment method
 * of the customer's subscriptions. Answers the subscriptions changed.
 */
export function portalUpdateCard(key: string, sessionId: string, card = { brand: 'mastercard', last4: '4444', exp_month: 6, exp_year: 2033 }) {
  const account = accounts.get(key);
  const session = account?.objects.get(sessionId);
  if (!account || !session || session.object !== 'billing_portal.session') return null;
  const method: StripeObject = { id: `pm_fake${nextId()}`, object: 'payment_method', type: 'card', card };
  account.objects.set(method.id, method);
  const changed = [...account.objects.values()].filter((o) => o.object === 'subscription' && o.customer === session.customer && o.status !== 'canceled');
  for (const sub of changed) sub.default_payment_method = method;
  return changed;
}

/** The key of the account that holds object `id` (a hosted page knows its session, not the merchant's key). */
export function accountKeyOf(id: string): string | null {
  for (const [key, account] of accounts) if (account.objects.has(id)) return key;
  return null;
}

/** One object as the fake holds it, or null. */
export const stripeObject = (key: string, id: string) => {
  const held = accounts.get(key)?.objects.get(id);
  return held ? present(held) : null;
};
