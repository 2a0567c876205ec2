/**
 * A loopback stand-in for the part of PayPal's REST API the worker calls:
 * the OAuth client-credentials token, catalog products and billing plans,
 * answering as api-m.sandbox.paypal.com would (JSON, PayPal's error shape,
 * 401 for a missing or unknown token). Each client id is its own account,
 * so test files never see each other's objects. It runs in Node
 * (outbound-fakes.ts), outside workerd.
 */

/** The client secret every fake account takes; any other is refused as PayPal refuses bad credentials. */
export const FAKE_PAYPAL_SECRET = 'paypal-test-secret';

export type PaypalCall = { method: string; path: string; body: unknown };
type PaypalObject = Record<string, unknown> & { id: string };
type Account = { objects: Map<string, PaypalObject>; calls: PaypalCall[]; next: number };

const accounts = new Map<string, Account>();
const tokens = new Map<string, string>();

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const paypalError = (status: number, name: string, message: string, details: unknown[] = []) => json({ name, message, details, debug_id: 'fake' }, status);
const invalid = (field: string, issue: string) => paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', [{ field, issue }]);

function token(request: Request, body: string): Response {
  const [clientId, secret] = atob(request.headers.get('authorization')?.replace(/^Basic /, '') ?? '').split(':');
  if (!clientId || secret !== FAKE_PAYPAL_SECRET || body !== 'grant_type=client_credentials') return json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
  const accessToken = `A21.fake.${crypto.randomUUID()}`;
  tokens.set(accessToken, clientId);
  return json({ scope: 'https://uri.paypal.com/services/subscriptions', access_token: accessToken, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: 32400 });
}

/** What PayPal would refuse in a billing plan: each cycle needs a unit, a count within PayPal's bounds, and a price. */
function refusePlan(body: Record<string, any>, account: Account): Response | null {
  if (!account.objects.has(String(body.product_id))) return invalid('/product_id', 'INVALID_PARAMETER_VALUE');
  if (!body.name) return invalid('/name', 'MISSING_REQUIRED_PARAMETER');
  const cycles = body.billing_cycles as any[] | undefined;
  if (!cycles?.length) return invalid('/billing_cycles', 'MISSING_REQUIRED_PARAMETER');
  for (const cycle of cycles) {
    const { interval_unit, interval_count } = cycle.frequency ?? {};
    const max = { DAY: 365, WEEK: 52, MONTH: 12, YEAR: 1 }[interval_unit as string];
    if (!max || !(interval_count >= 1 && interval_count <= max)) return invalid('/billing_cycles/frequency', 'INVALID_PARAMETER_VALUE');
    const price = cycle.pricing_scheme?.fixed_price;
    if (!price || !/^\d+(\.\d{1,3})?$/.test(price.value) || !/^[A-Z]{3}$/.test(price.currency_code)) return invalid('/billing_cycles/pricing_scheme', 'INVALID_PARAMETER_VALUE');
  }
  return null;
}

/** Answers one request to api-m.paypal.com or api-m.sandbox.paypal.com. */
export async function answerPaypal(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const text = await request.text();
  if (url.pathname === '/v1/oauth2/token' && request.method === 'POST') return token(request, text);
  const clientId = tokens.get(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
  if (!clientId) return json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, 401);
  const account: Account = accounts.get(clientId) ?? { objects: new Map(), calls: [], next: 1 };
  accounts.set(clientId, account);
  const body = text ? JSON.parse(text) : null;
  account.calls.push({ method: request.method, path: url.pathname, body });

  const route = `${request.method} ${url.pathname.replace(/\/(PROD|P)-[A-Z0-9]+/, '/:id')}`;
  const held = account.objects.get(url.pathname.split('/')[4] ?? '');
  switch (route) {
    case 'POST /v1/catalogs/products': {
      if (!body?.name || !body?.type) return invalid('/name', 'MISSING_REQUIRED_PARAMETER');
      const product = { ...body, id: `PROD-FAKE${account.next++}`, create_time: new Date().toISOString() };
      account.objects.set(product.id, product);
      return json(product, 201);
    }
    case 'PATCH /v1/catalogs/products/:id': {
      if (!held) return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
      for (const op of body as { op: string; path: string; value: unknown }[]) {
        if (op.op !== 'replace' || !['/description', '/category', '/image_url', '/home_url'].includes(op.path)) return invalid(op.path, 'PATCH_PATH_NOT_SUPPORTED');
        held[op.path.slice(1)] = op.value;
      }
      return new Response(null, { status: 204 });
    }
    case 'POST /v1/billing/plans': {
      const refused = refusePlan(body, account);
      if (refused) return refused;
      const plan = { ...body, id: `P-FAKE${account.next++}`, status: body.status ?? 'ACTIVE', create_time: new Date().toISOString() };
      account.objects.set(plan.id, plan);
      return json(plan, 201);
    }
    case 'POST /v1/billing/plans/:id/deactivate': {
      if (!held) return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
      if (held.status !== 'ACTIVE') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'The plan status is invalid.', [{ issue: 'PLAN_STATUS_INVALID' }]);
      held.status = 'INACTIVE';
      return new Response(null, { status: 204 });
    }
    default:
      return paypalError(404, 'RESOURCE_NOT_FOUND', `No fake for ${route}.`);
  }
}

/** https://fakes.test/paypal/<client id>: the calls and objects of one account, for tests to assert on. */
export function paypalAccountState(clientId: string) {
  const account = accounts.get(clientId);
  return { calls: account?.calls ?? [], objects: Object.fromEntries(account?.objects ?? []) };
}
