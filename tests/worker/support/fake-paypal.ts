/**
 * A loopback stand-in for the part of PayPal's REST API the worker calls:
 * the OAuth client-credentials token, catalog products, billing plans,
 * subscriptions (create, read, suspend, activate, cancel, revise) and
 * webhook signature verification, answering as api-m.sandbox.paypal.com
 * would (JSON, PayPal's error shape, 401 for a missing or unknown token). Each client id is its own account,
 * so test files never see each other's objects. It runs in Node
 * (outbound-fakes.ts), outside workerd.
 */

/** The client secret every fake account takes; any other is refused as PayPal refuses bad credentials. */
export const FAKE_PAYPAL_SECRET = 'paypal-test-secret';

export type PaypalCall = { method: string; path: string; body: unknown };
type PaypalObject = Record<string, unknown> & { id: string };
type Account = { objects: Map<string, PaypalObject>; calls: PaypalCall[]; signatures: Map<string, Signed> };
/** A delivery a test signed (signWebhookEvent): what PayPal would verify its signature against. */
type Signed = { transmissionId: string; webhookId: string; event: string };

const accounts = new Map<string, Account>();

/** Ids are unique across accounts, as the real gateway's are: tests that share one database never meet another account's ids. */
let lastId = 0;
const nextId = () => ++lastId;
const tokens = new Map<string, string>();

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noContent = () => new Response(null, { status: 204 });
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

function accountOf(clientId: string): Account {
  const account = accounts.get(clientId) ?? { objects: new Map(), calls: [], signatures: new Map() };
  accounts.set(clientId, account);
  return account;
}

const notFound = () => paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [{ issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' }]);
const statusInvalid = () => paypalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', [{ issue: 'SUBSCRIPTION_STATUS_INVALID', description: 'Invalid subscription status for the requested action.' }]);
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);
const DAYS = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 } as Record<string, number>;

/** A plan PayPal would take for a subscription: known (404 otherwise) and active (422 otherwise). */
function planFor(planId: unknown, account: Account): Response | PaypalObject {
  const plan = account.objects.get(String(planId));
  if (!plan || !String(planId).startsWith('P-')) return notFound();
  if (plan.status !== 'ACTIVE') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', [{ issue: 'PLAN_STATUS_INVALID', description: 'Invalid plan status.' }]);
  return plan;
}

const approveUrl = (token: string) => `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=${token}`;

/** POST /v1/billing/subscriptions: APPROVAL_PENDING with an approve link, checked as PayPal checks it. */
function createSubscription(body: Record<string, any> | null, account: Account): Response {
  if (!body?.plan_id) return invalid('/plan_id', 'MISSING_REQUIRED_PARAMETER');
  const plan = planFor(body.plan_id, account);
  if (plan instanceof Response) return plan;
  if (body.custom_id !== undefined && (typeof body.custom_id !== 'string' || body.custom_id.length > 127)) return invalid('/custom_id', 'INVALID_STRING_MAX_LENGTH');
  const context = body.application_context ?? {};
  if (!isUrl(context.return_url) || !isUrl(context.cancel_url)) return invalid('/application_context/return_url', 'INVALID_PARAMETER_SYNTAX');
  if (context.user_action && !['SUBSCRIBE_NOW', 'CONTINUE'].includes(context.user_action)) return invalid('/application_context/user_action', 'INVALID_PARAMETER_VALUE');
  if (context.shipping_preference && !['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'].includes(context.shipping_preference)) return invalid('/application_context/shipping_preference', 'INVALID_PARAMETER_VALUE');
  if (context.brand_name !== undefined && (typeof context.brand_name !== 'string' || context.brand_name.length > 127)) return invalid('/application_context/brand_name', 'INVALID_STRING_MAX_LENGTH');
  const now = new Date().toISOString();
  const id = `I-FAKE${nextId()}`;
  const subscription: PaypalObject = {
    kind: 'subscription',
    id,
    status: 'APPROVAL_PENDING',
    plan_id: plan.id,
    custom_id: body.custom_id,
    quantity: '1',
    subscriber: body.subscriber,
    application_context: context,
    create_time: now,
    status_update_time: now,
    ba_token: `BA-FAKE${nextId()}`,
  };
  account.objects.set(id, subscription);
  return json({ ...presentSubscription(subscription), links: [{ href: approveUrl(subscription.ba_token as string), rel: 'approve', method: 'GET' }, ...selfLinks(id)] }, 201);
}

const selfLinks = (id: string) => [
  { href: `https://api-m.sandbox.paypal.com/v1/billing/subscriptions/${id}`, rel: 'edit', method: 'PATCH' },
  { href: `https://api-m.sandbox.paypal.com/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
];

/** A subscription as GET answers it: without what the fake keeps for itself. */
function presentSubscription(held: PaypalObject) {
  const { kind: _kind, application_context: _context, ba_token: _token, pending_plan_id: _pending, ...shown } = held;
  return { ...shown, links: selfLinks(held.id) };
}

/** suspend, activate, cancel: each from the statuses PayPal allows it from (422 otherwise), with the reason as the status note. */
function changeStatus(held: PaypalObject, action: string, body: Record<string, any> | null): Response {
  const reason = body?.reason;
  if (action !== 'activate' && !reason) return invalid('/reason', 'MISSING_REQUIRED_PARAMETER');
  if (reason !== undefined && (typeof reason !== 'string' || reason.length > 128)) return invalid('/reason', 'INVALID_STRING_MAX_LENGTH');
  const from = { suspend: ['ACTIVE'], activate: ['SUSPENDED'], cancel: ['ACTIVE', 'SUSPENDED'] }[action] ?? [];
  if (!from.includes(String(held.status))) return statusInvalid();
  const status = { suspend: 'SUSPENDED', activate: 'ACTIVE', cancel: 'CANCELLED' }[action]!;
  Object.assign(held, { status, status_update_time: new Date().toISOString(), status_change_note: reason ?? '' });
  if (status === 'CANCELLED') delete (held.billing_info as Record<string, unknown> | undefined)?.next_billing_time;
  return noContent();
}

/**
 * POST .../revise to another plan: PayPal asks the buyer to agree to a new
 * price on its page (an approve link; the fake's approve hook applies it),
 * while a plan at the same price changes at once.
 */
function revise(held: PaypalObject, body: Record<string, any> | null, account: Account): Response {
  if (!['ACTIVE', 'SUSPENDED'].includes(String(held.status))) return statusInvalid();
  const plan = planFor(body?.plan_id, account);
  if (plan instanceof Response) return plan;
  const price = (p: PaypalObject) => JSON.stringify((p.billing_cycles as any[])[0].pricing_scheme.fixed_price);
  const current = account.objects.get(String(held.plan_id))!;
  if (price(current) === price(plan)) {
    held.plan_id = plan.id;
    return json({ plan_id: plan.id, plan_overridden: false, links: selfLinks(held.id) });
  }
  held.pending_plan_id = plan.id;
  held.ba_token = `BA-FAKE${nextId()}`;
  return json({ plan_id: plan.id, plan_overridden: false, links: [{ href: approveUrl(held.ba_token as string), rel: 'approve', method: 'GET' }, ...selfLinks(held.id)] });
}

/**
 * What PayPal does when the buyer approves on its page: a new subscription
 * becomes ACTIVE (or APPROVED, not yet activated, when asked), paid by the
 * buyer's PayPal account, first payment taken, next one a cycle away; a
 * revision takes its new plan. Tests call it through
 * https://fakes.test/paypal/<client id>/subscriptions/<id>/approve[?status=APPROVED].
 */
export function approveSubscription(clientId: string, id: string, status = 'ACTIVE') {
  const account = accounts.get(clientId);
  const held = account?.objects.get(id);
  if (!account || held?.kind !== 'subscription') return null;
  if (held.pending_plan_id) {
    held.plan_id = held.pending_plan_id;
    delete held.pending_plan_id;
    return presentSubscription(held);
  }
  if (held.status !== 'APPROVAL_PENDING') return null;
  const plan = account.objects.get(String(held.plan_id))!;
  const cycle = (plan.billing_cycles as any[])[0];
  const now = new Date();
  const next = new Date(now.getTime() + DAYS[cycle.frequency.interval_unit] * cycle.frequency.interval_count * 86400_000);
  Object.assign(held, {
    status,
    start_time: now.toISOString(),
    status_update_time: now.toISOString(),
    subscriber: { ...(held.subscriber as object), email_address: 'buyer@paypal.test', payer_id: 'FAKEPAYER1' },
    billing_info: {
      outstanding_balance: { currency_code: cycle.pricing_scheme.fixed_price.currency_code, value: '0.00' },
      cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 1, cycles_remaining: 0, total_cycles: 0 }],
      last_payment: { amount: cycle.pricing_scheme.fixed_price, time: now.toISOString() },
      next_billing_time: next.toISOString(),
      failed_payments_count: 0,
    },
  });
  return presentSubscription(held);
}

/** Changes a subscription as PayPal would on its own (a suspension after failed payments, a cancel on paypal.com): https://fakes.test/paypal/<client id>/objects/<id>. */
export function changePaypalObject(clientId: string, id: string, changes: Record<string, unknown>) {
  const held = accounts.get(clientId)?.objects.get(id);
  if (!held) return null;
  Object.assign(held, changes);
  return held.kind === 'subscription' ? presentSubscription(held) : held;
}

/**
 * A delivery PayPal sends to the webhook `webhookId`: the PAYPAL-* headers
 * it would carry. The signature is a random value the fake remembers with
 * the event and webhook id, so verify-webhook-signature says SUCCESS for
 * that exact event only. Tests call it through
 * https://fakes.test/paypal/<client id>/webhooks/<webhook id>/sign with the event's JSON.
 */
export function signWebhookEvent(clientId: string, webhookId: string, eventJson: string) {
  const account = accountOf(clientId);
  const transmissionId = crypto.randomUUID();
  const sig = btoa(crypto.randomUUID() + crypto.randomUUID());
  account.signatures.set(sig, { transmissionId, webhookId, event: JSON.stringify(JSON.parse(eventJson)) });
  return {
    'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
    'PAYPAL-CERT-URL': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-fake',
    'PAYPAL-TRANSMISSION-ID': transmissionId,
    'PAYPAL-TRANSMISSION-SIG': sig,
    'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
  };
}

/** POST /v1/notifications/verify-webhook-signature: every field required (400), SUCCESS only for a delivery signed as sent. */
function verifySignature(body: Record<string, any> | null, account: Account): Response {
  for (const field of ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id', 'webhook_event']) {
    if (!body?.[field]) return invalid(`/${field}`, 'MISSING_REQUIRED_PARAMETER');
  }
  const signed = account.signatures.get(body!.transmission_sig);
  const ok = signed && signed.transmissionId === body!.transmission_id && signed.webhookId === body!.webhook_id && signed.event === JSON.stringify(body!.webhook_event);
  return json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
}

/** Answers one request to api-m.paypal.com or api-m.sandbox.paypal.com. */
export async function answerPaypal(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const text = await request.text();
  if (url.pathname === '/v1/oauth2/token' && request.method === 'POST') return token(request, text);
  const clientId = tokens.get(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
  if (!clientId) return json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, 401);
  const account = accountOf(clientId);
  const body = text ? JSON.parse(text) : null;
  account.calls.push({ method: request.method, path: url.pathname, body });

  const route = `${request.method} ${url.pathname.replace(/\/(PROD|P|I)-[A-Z0-9]+/, '/:id')}`;
  const held = account.objects.get(url.pathname.split('/')[4] ?? '');
  switch (route) {
    case 'POST /v1/catalogs/products': {
      if (!body?.name || !body?.type) return invalid('/name', 'MISSING_REQUIRED_PARAMETER');
      const product = { ...body, id: `PROD-FAKE${nextId()}`, create_time: new Date().toISOString() };
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
      const plan = { ...body, id: `P-FAKE${nextId()}`, status: body.status ?? 'ACTIVE', create_time: new Date().toISOString() };
      account.objects.set(plan.id, plan);
      return json(plan, 201);
    }
    case 'POST /v1/billing/plans/:id/deactivate': {
      if (!held) return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
      if (held.status !== 'ACTIVE') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'The plan status is invalid.', [{ issue: 'PLAN_STATUS_INVALID' }]);
      held.status = 'INACTIVE';
      return new Response(null, { status: 204 });
    }
    case 'POST /v1/billing/subscriptions':
      return createSubscription(body, account);
    case 'GET /v1/billing/subscriptions/:id':
      return held?.kind === 'subscription' ? json(presentSubscription(held)) : notFound();
    case 'POST /v1/billing/subscriptions/:id/suspend':
    case 'POST /v1/billing/subscriptions/:id/activate':
    case 'POST /v1/billing/subscriptions/:id/cancel':
      return held?.kind === 'subscription' ? changeStatus(held, url.pathname.split('/')[5], body) : notFound();
    case 'POST /v1/billing/subscriptions/:id/revise':
      return held?.kind === 'subscription' ? revise(held, body, account) : notFound();
    case 'POST /v1/notifications/verify-webhook-signature':
      return verifySignature(body, account);
    default:
      return paypalError(404, 'RESOURCE_NOT_FOUND', `No fake for ${route}.`);
  }
}

/** https://fakes.test/paypal/<client id>: the calls and objects of one account, for tests to assert on. */
export function paypalAccountState(clientId: string) {
  const account = accounts.get(clientId);
  return { calls: account?.calls ?? [], objects: Object.fromEntries(account?.objects ?? []) };
}
