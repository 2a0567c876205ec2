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
type Account = { objects: Map<string, StripeObject>; calls: StripeCall[]; next: number };

const accounts = new Map<string, Account>();

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

const PREFIX: Record<string, string> = { products: 'prod', prices: 'price' };

/** What Stripe itself would refuse in a create call, as its 400 answer; null when the body is acceptable. */
function refuseCreate(collection: string, body: Record<string, unknown>, account: Account): Response | null {
  if (collection === 'products' && !body.name) return stripeError(400, 'Missing required param: name.', undefined, 'name');
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

/** Answers one request to api.stripe.com. */
export async function answerStripe(request: Request): Promise<Response> {
  const key = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!key.startsWith('sk_test_')) return stripeError(401, 'Invalid API Key provided.', 'invalid_request_error');
  const account: Account = accounts.get(key) ?? { objects: new Map(), calls: [], next: 1 };
  accounts.set(key, account);
  const url = new URL(request.url);
  const body = request.method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(await request.text());
  account.calls.push({ method: request.method, path: url.pathname, body });

  const [, version, collection, id, ...rest] = url.pathname.split('/');
  const prefix = PREFIX[collection];
  if (version !== 'v1' || !prefix || rest.length) return stripeError(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  if (request.method === 'POST' && !id) {
    const refused = refuseCreate(collection, body, account);
    if (refused) return refused;
    const created: StripeObject = { active: true, metadata: {}, ...body, id: `${prefix}_fake${account.next++}`, object: collection.slice(0, -1), created: Math.floor(Date.now() / 1000) };
    account.objects.set(created.id, created);
    return json(present(created));
  }
  const held = id ? account.objects.get(id) : undefined;
  if (!held || held.object !== collection.slice(0, -1)) return stripeError(404, `No such ${collection.slice(0, -1)}: '${id}'`, 'invalid_request_error', 'id');
  if (request.method === 'GET') return json(present(held));
  if (request.method !== 'POST') return stripeError(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  if (held.object === 'price' && Object.keys(body).some((field) => !['active', 'metadata', 'nickname'].includes(field))) {
    return stripeError(400, 'A price cannot change its amount or interval: create a new price.');
  }
  const updated = { ...held, ...body, active: body.active === undefined ? held.active : body.active === 'true' || body.active === true };
  account.objects.set(held.id, updated);
  return json(present(updated));
}

/** https://fakes.test/stripe/<key>: the calls and objects of one account, for tests to assert on. */
export function stripeAccountState(key: string) {
  const account = accounts.get(key);
  return { calls: account?.calls ?? [], objects: Object.fromEntries([...(account?.objects ?? new Map<string, StripeObject>())].map(([id, o]) => [id, present(o)])) };
}
