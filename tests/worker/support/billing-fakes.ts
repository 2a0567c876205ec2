import { answerStripe, changeObject, completeCheckout, portalUpdateCard, stripeAccountState, type StripeCall } from './fake-stripe.ts';
import { answerPaypal, approveSubscription, changePaypalObject, paypalAccountState, signWebhookEvent, type PaypalCall } from './fake-paypal.ts';

/**
 * The payment gateways' hosts, answered by the loopback fakes
 * (fake-stripe.ts, fake-paypal.ts) from outbound-fakes.ts; null for any
 * other request. https://fakes.test/stripe/<key> and /paypal/<client id>
 * hand tests an account's calls and objects.
 */
export function answerBillingFakes(request: Request): Promise<Response> | null {
  const url = new URL(request.url);
  if (url.host === 'api.stripe.com') return answerStripe(request);
  if (url.host === 'api-m.sandbox.paypal.com' || url.host === 'api-m.paypal.com') return answerPaypal(request);
  if (url.host !== 'fakes.test') return null;
  const [, gateway, account, kind, id, action] = url.pathname.split('/').map(decodeURIComponent);
  if (gateway === 'stripe' && kind === 'checkout' && action === 'complete') return Promise.resolve(Response.json(completeCheckout(account, id), { status: 200 }));
  if (gateway === 'stripe' && kind === 'portal' && action === 'update-card') return Promise.resolve(Response.json(portalUpdateCard(account, id)));
  if (gateway === 'paypal' && kind === 'subscriptions' && action === 'approve') return Promise.resolve(Response.json(approveSubscription(account, id, url.searchParams.get('status') ?? undefined)));
  if (gateway === 'paypal' && kind === 'objects') return request.json().then((changes) => Response.json(changePaypalObject(account, id, changes as Record<string, unknown>)));
  if (gateway === 'paypal' && kind === 'webhooks' && action === 'sign') return request.text().then((event) => Response.json(signWebhookEvent(account, id, event)));
  if (gateway === 'stripe' && kind === 'objects') return request.json().then((changes) => Response.json(changeObject(account, id, changes as Record<string, unknown>)));
  const state = gateway === 'stripe' ? stripeAccountState(decodeURIComponent(account)) : gateway === 'paypal' ? paypalAccountState(decodeURIComponent(account)) : null;
  return state && Promise.resolve(Response.json(state));
}

type AccountState<Call> = { calls: Call[]; objects: Record<string, any> };

/** From a test (in workerd): what the fake Stripe account of `key` has been asked and holds. */
export const fakeStripeAccount = async (key: string) => (await (await fetch(`https://fakes.test/stripe/${encodeURIComponent(key)}`)).json()) as AccountState<StripeCall>;

/** From a test: the customer pays on the hosted Checkout page of `sessionId`; answers the session and the subscription Stripe starts. */
export const payFakeCheckout = async (key: string, sessionId: string) =>
  (await (await fetch(`https://fakes.test/stripe/${encodeURIComponent(key)}/checkout/${sessionId}/complete`)).json()) as { session: any; subscription: any } | null;

/** From a test: Stripe changes an object on its own (a cancel at the period's end, a failed renewal). */
export const changeFakeStripeObject = async (key: string, id: string, changes: Record<string, unknown>) =>
  (await (await fetch(`https://fakes.test/stripe/${encodeURIComponent(key)}/objects/${id}`, { method: 'POST', body: JSON.stringify(changes) })).json()) as any;

/** From a test: the customer saves a new card (mastercard 4444) on the billing portal session `sessionId`. */
export const updateCardOnFakePortal = async (key: string, sessionId: string) =>
  (await (await fetch(`https://fakes.test/stripe/${encodeURIComponent(key)}/portal/${sessionId}/update-card`)).json()) as any[] | null;

/** From a test: what the fake PayPal account of `clientId` has been asked and holds. */
export const fakePaypalAccount = async (clientId: string) => (await (await fetch(`https://fakes.test/paypal/${encodeURIComponent(clientId)}`)).json()) as AccountState<PaypalCall>;

/** From a test: the buyer approves PayPal subscription `id` (or its pending revision) on PayPal's page; `APPROVED` leaves a new one not yet activated. */
export const approveFakePaypalSubscription = async (clientId: string, id: string, status?: 'APPROVED') =>
  (await (await fetch(`https://fakes.test/paypal/${encodeURIComponent(clientId)}/subscriptions/${id}/approve${status ? `?status=${status}` : ''}`)).json()) as any;

/** From a test: PayPal changes a subscription on its own (a suspension after failed payments, a cancel on paypal.com). */
export const changeFakePaypalObject = async (clientId: string, id: string, changes: Record<string, unknown>) =>
  (await (await fetch(`https://fakes.test/paypal/${encodeURIComponent(clientId)}/objects/${id}`, { method: 'POST', body: JSON.stringify(changes) })).json()) as any;

/** From a test: the PAYPAL-* headers PayPal would send `eventJson` with to the webhook `webhookId` (verify-webhook-signature then says SUCCESS for it). */
export const signFakePaypalEvent = async (clientId: string, webhookId: string, eventJson: string) =>
  (await (await fetch(`https://fakes.test/paypal/${encodeURIComponent(clientId)}/webhooks/${encodeURIComponent(webhookId)}/sign`, { method: 'POST', body: eventJson })).json()) as Record<string, string>;
